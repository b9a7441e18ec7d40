import { StoreError, storeCauseOf } from '../../../../server/store/storeErrors';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('storeCauseOf: the cause operators see, from SQLite codes and PostgreSQL SQLSTATEs', () => {
  it.each([
    ['SQLITE_FULL', 'disk full'],
    ['53100', 'disk full'],
    ['SQLITE_READONLY', 'read-only'],
    ['SQLITE_READONLY_DBMOVED', 'read-only'],
    ['25006', 'read-only'],
    ['SQLITE_BUSY', 'locked'],
    ['SQLITE_BUSY_SNAPSHOT', 'locked'],
    ['SQLITE_LOCKED', 'locked'],
    ['55P03', 'locked'],
    ['SQLITE_CONSTRAINT_UNIQUE', undefined],
    ['23505', undefined],
    ['SQLITE_FULLNESS', undefined],
    ['531000', undefined],
  ])('%s → %s', (code, cause) => {
    expect(storeCauseOf(coded(code))).toBe(cause);
  });

  it('knows no cause for errors without a code', () => {
    expect(storeCauseOf(new Error('cannot rollback - no transaction is active'))).toBeUndefined();
    expect(storeCauseOf(undefined)).toBeUndefined();
    expect(storeCauseOf({ code: 53100 })).toBeUndefined();
  });
});

describe('StoreError', () => {
  it('names the cause first and keeps the original error and its code', () => {
    const original = coded('SQLITE_FULL', 'database or disk is full');
    const error = new StoreError('disk full', original);
    expect(error.message).toBe('disk full: database or disk is full');
    expect(error.code).toBe('SQLITE_FULL');
    expect(error.cause).toBe(original);
  });
});
