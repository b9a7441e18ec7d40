import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

/** A signed upload, recorded when its URL is signed: the object key is bound to who asked for it. */
export interface UploadRecord {
  objectKey: string;
  userId: string;
  productId: string;
  contentType: string;
  size: number;
  signedAt: number;
}

export function createUploadRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'uploads');
  const insert = named('insert', (p: UploadRecord) =>
    db.insertInto('uploads').values({
      object_key: p.objectKey,
      user_id: p.userId,
      product_id: p.productId,
      content_type: p.contentType,
      size: p.size,
      signed_at: p.signedAt,
    }),
  );
  const byKey = named('byKey', (p: { objectKey: string }) =>
    db
      .selectFrom('uploads')
      .select([
        'object_key as objectKey',
        'user_id as userId',
        'product_id as productId',
        'content_type as contentType',
        'size',
        'signed_at as signedAt',
      ])
      .where('object_key', '=', p.objectKey),
  );
  const signedSince = named('signedSince', (p: { productId: string; userId: string; since: number }) =>
    db
      .selectFrom('uploads')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string | null>('size').as('bytes')])
      .where('product_id', '=', p.productId)
      .where('user_id', '=', p.userId)
      .where('signed_at', '>=', p.since),
  );
  const ofProduct = named('ofProduct', (p: { productId: string }) =>
    db.selectFrom('uploads').select('object_key as objectKey').where('product_id', '=', p.productId),
  );
  return {
    async record(upload: UploadRecord): Promise<void> {
      await insert.run(upload);
    },
    find: (objectKey: string): Promise<UploadRecord | undefined> => byKey.first({ objectKey }),
    /** How many uploads the customer signed at or after `since`, and their bytes. */
    async signedSince(
      customer: { productId: string; userId: string },
      since: number,
    ): Promise<{ count: number; bytes: number }> {
      const row = await signedSince.first({ ...customer, since });
      return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
    },
    /** Every object key signed in the product. */
    keysOfProduct: (productId: string): Promise<string[]> =>
      ofProduct.all({ productId }).then((rows) => rows.map((row) => row.objectKey)),
  };
}
