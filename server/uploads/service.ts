import { ERROR_CODE } from '../../src/protocol/codes';
import type { StorageUse } from '../../src/protocol/agentFrames';
import { isUploadContentType, maxUploadBytes, type SignedUpload } from '../../src/protocol/uploads';
import { customerKeyOf, type Cluster } from '../cluster';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import { DAY_MS, uploadVerdict, type QuotaRules } from '../quotas/rules';
import { newObjectKey, signUpload, type StorageLink } from '../storage/link';
import { storedUse } from '../storage/usage';
import { productsOfAgentsCompany } from '../agents/companies';
import type { Store } from '../store';

export interface UploadRequest {
  /** Lower case. */
  contentType: string;
  /** Bytes, at least 1. */
  size: number;
}

export interface UploadQuotas {
  /** Each customer's check and record run one at a time, cluster-wide, so that two signs cannot both pass. */
  cluster: Cluster;
  rules: QuotaRules;
}

/** Signs uploads to the storage host and remembers whose each object is (docs/protocol.md, "Upload ownership"). */
export class UploadService {
  /** Without a storage host, nothing can be signed (notImplemented). */
  constructor(
    private readonly store: Store,
    private readonly storage: StorageLink | undefined,
    private readonly quotas: UploadQuotas,
  ) {}

  /**
   * One PUT to the storage host, signed now, and the object recorded as the signer's: only they may cite
   * it. Within the customer's quotas (docs/protocol.md, "Quotas"): a refused one records nothing.
   */
  async sign(customer: CustomerRef, { contentType, size }: UploadRequest): Promise<SignedUpload> {
    if (!isUploadContentType(contentType)) throw new SandboxError(ERROR_CODE.fileTypeUnsupported);
    if (size > maxUploadBytes(contentType)) throw new SandboxError(ERROR_CODE.fileTooLarge);
    const storage = this.storage;
    if (!storage) throw new SandboxError(ERROR_CODE.notImplemented, 'the storage host is not running');
    return this.quotas.cluster.exclusive(`uploads:${customerKeyOf(customer)}`, async () => {
      const signedAt = Date.now();
      await this.checkQuotas(customer, size, signedAt);
      const objectKey = newObjectKey(contentType);
      await this.store.uploads.record({
        objectKey,
        userId: customer.userId,
        productId: customer.productId,
        contentType,
        size,
        signedAt,
      });
      return signUpload(storage, objectKey, contentType, size, signedAt);
    });
  }

  /**
   * An upload for the customer of a reception the agent serves: signed for the agent in the reception's
   * product, under the same types, sizes and quotas as a customer's, so only that agent may cite it
   * (in a chat of that product: docs/protocol.md, "Upload ownership"). Any other reception is notFound.
   */
  async signForAgent(agentId: string, receptionId: string, request: UploadRequest): Promise<SignedUpload> {
    const served = (await this.store.receptions.servedBy(agentId)).find((reception) => reception.id === receptionId);
    if (!served) throw new SandboxError(ERROR_CODE.notFound, 'you are not serving this reception');
    return this.sign({ userId: agentId, productId: served.productId }, request);
  }

  private async checkQuotas(customer: CustomerRef, size: number, now: number): Promise<void> {
    const { rules } = this.quotas;
    const [inWindow, today] = await Promise.all([
      this.store.uploads.signedSince(customer, now - rules.uploadSigns.windowMs),
      this.store.uploads.signedSince(customer, now - DAY_MS),
    ]);
    const verdict = uploadVerdict(rules, { signsInWindow: inWindow.count, bytesToday: today.bytes }, size);
    if (verdict !== 'ok') throw new SandboxError(verdict);
  }

  /** The object's owner and metadata, for citations (storage/citations.ts). */
  find(objectKey: string) {
    return this.store.uploads.find(objectKey);
  }

  /**
   * What the agent's company's products hold on the storage host, or only `productId`'s (notFound
   * when it is not one of the company's, as for a product that does not exist).
   */
  async storageUse(agentId: string, productId: string | undefined): Promise<StorageUse> {
    const products = await productsOfAgentsCompany(this.store, agentId);
    const shown = productId === undefined ? products : products.filter((product) => product.id === productId);
    if (productId !== undefined && shown.length === 0) throw new SandboxError(ERROR_CODE.notFound);
    const storage = this.storage;
    const uses = await Promise.all(
      shown.map(async (product) => {
        const use = storage
          ? await storedUse(storage, await this.store.uploads.keysOfProduct(product.id))
          : { bytes: 0, files: 0 };
        return { product_id: product.id, name: product.name, ...use };
      }),
    );
    return { products: uses };
  }
}
