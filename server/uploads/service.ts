import { ERROR_CODE } from '../../src/protocol/codes';
import { isUploadContentType, maxUploadBytes, type SignedUpload } from '../../src/protocol/uploads';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import { newObjectKey, signUpload, type StorageLink } from '../storage/link';
import type { Store } from '../store';

export interface UploadRequest {
  /** Lower case. */
  contentType: string;
  /** Bytes, at least 1. */
  size: number;
}

/** Signs uploads to the storage host and remembers whose each object is (docs/protocol.md, "Upload ownership"). */
export class UploadService {
  /** Without a storage host, nothing can be signed (notImplemented). */
  constructor(
    private readonly store: Store,
    private readonly storage: StorageLink | undefined,
  ) {}

  /** One PUT to the storage host, signed now, and the object recorded as the signer's: only they may cite it. */
  async sign(customer: CustomerRef, { contentType, size }: UploadRequest): Promise<SignedUpload> {
    if (!isUploadContentType(contentType)) throw new SandboxError(ERROR_CODE.fileTypeUnsupported);
    if (size > maxUploadBytes(contentType)) throw new SandboxError(ERROR_CODE.fileTooLarge);
    if (!this.storage) throw new SandboxError(ERROR_CODE.notImplemented, 'the storage host is not running');
    const objectKey = newObjectKey(contentType);
    const signedAt = Date.now();
    await this.store.uploads.record({
      objectKey,
      userId: customer.userId,
      productId: customer.productId,
      contentType,
      size,
      signedAt,
    });
    return signUpload(this.storage, objectKey, contentType, size, signedAt);
  }

  /** The object's owner and metadata, for citations (storage/citations.ts). */
  find(objectKey: string) {
    return this.store.uploads.find(objectKey);
  }
}
