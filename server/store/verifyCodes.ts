import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

export interface VerifyCodeRow {
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
  verifiedAt: number | null;
}

interface Key {
  userId: string;
  productId: string;
  target: string;
}

/** Identification codes (docs/protocol.md, "POST /api/v1/user/send-verify-code"): one pending code per user, product and target. */
export function createVerifyCodeRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'verifyCodes');
  const find = prepare<[Key], VerifyCodeRow>('find', `
    SELECT code_hash AS codeHash, sent_at AS sentAt, expires_at AS expiresAt, attempts, verified_at AS verifiedAt
    FROM verify_codes WHERE user_id = @userId AND product_id = @productId AND target = @target`);
  const lastSent = prepare<[{ userId: string; productId: string }], { sentAt: number | null }>('lastSent',
    'SELECT MAX(sent_at) AS sentAt FROM verify_codes WHERE user_id = @userId AND product_id = @productId',
  );
  const upsert = prepare('upsert', `
    INSERT INTO verify_codes (user_id, product_id, target, code_hash, sent_at, expires_at, attempts, verified_at)
    VALUES (@userId, @productId, @target, @codeHash, @sentAt, @expiresAt, 0, NULL)
    ON CONFLICT (user_id, product_id, target) DO UPDATE SET
      code_hash = excluded.code_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0, verified_at = NULL`);
  const addAttempt = prepare('addAttempt', 'UPDATE verify_codes SET attempts = attempts + 1 WHERE user_id = @userId AND product_id = @productId AND target = @target');
  const markVerified = prepare('markVerified',
    'UPDATE verify_codes SET verified_at = @now WHERE user_id = @userId AND product_id = @productId AND target = @target',
  );
  return {
    find: (key: Key): VerifyCodeRow | undefined => find.get(key),
    /** When this user last had a code sent in this product (any target), or null. */
    lastSentAt: (userId: string, productId: string): number | null => lastSent.get({ userId, productId })?.sentAt ?? null,
    save: (key: Key & { codeHash: string; sentAt: number; expiresAt: number }): void => {
      upsert.run(key);
    },
    addAttempt: (key: Key): void => {
      addAttempt.run(key);
    },
    markVerified: (key: Key, now: number): void => {
      markVerified.run({ ...key, now });
    },
  };
}
