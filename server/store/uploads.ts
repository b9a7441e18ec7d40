import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

/** A signed upload, recorded when its URL is signed: the object key is bound to who asked for it. */
export interface UploadRecord {
  objectKey: string;
  userId: string;
  productId: string;
  contentType: string;
  size: number;
  signedAt: number;
}

export function createUploadRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'uploads');
  const insert = prepare<[UploadRecord]>('insert', `
    INSERT INTO uploads (object_key, user_id, product_id, content_type, size, signed_at)
    VALUES (@objectKey, @userId, @productId, @contentType, @size, @signedAt)`);
  const byKey = prepare<[string], UploadRecord>('byKey', `
    SELECT object_key AS objectKey, user_id AS userId, product_id AS productId, content_type AS contentType,
      size, signed_at AS signedAt
    FROM uploads WHERE object_key = ?`);
  return {
    record(upload: UploadRecord): void {
      insert.run(upload);
    },
    find: (objectKey: string): UploadRecord | undefined => byKey.get(objectKey),
  };
}
