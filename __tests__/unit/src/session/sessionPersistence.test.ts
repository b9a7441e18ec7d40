import { readLink } from '../../../../src/session/link';
import { persistSession, restoreSession } from '../../../../src/session/sessionPersistence';
import { initialSessionState } from '../../../../src/session/sessionSlice';
import { memoryStore } from '../../../../src/lib/storage';

describe('session persistence', () => {
  const signedIn = {
    ...initialSessionState,
    appKey: 'demo',
    accountId: '7',
    distinctId: 'd',
    productId: '1',
    companyId: '100',
    faqFlags: { forceFaq: 0, reportData: 1, aiStatus: 1 },
    userId: '10001',
    token: 'tok',
  };

  it('stores spec §2’s keys in session storage', () => {
    const stored = memoryStore();
    persistSession(signedIn, stored);
    expect(
      [
        'account_id',
        'distinct_id',
        'is_force_faq',
        'is_report_data',
        'ai_michat_status',
        'product_id',
        'company_id',
      ].map((key) => stored.get(key)),
    ).toEqual(['7', 'd', '0', '1', '1', '1', '100']);
  });

  it('restores product, flags and token for a reload of the same app without credentials', () => {
    const stored = memoryStore();
    persistSession(signedIn, stored);
    const restored = restoreSession(readLink('?app_key=demo&user=alice').link, false, 'US', stored);
    expect(restored).toMatchObject({
      productId: '1',
      companyId: '100',
      token: 'tok',
      userId: '10001',
      faqFlags: signedIn.faqFlags,
      accountId: '7',
    });
  });

  it('signs in afresh when the link brings its own credentials', () => {
    const stored = memoryStore();
    persistSession(signedIn, stored);
    expect(restoreSession(readLink('?app_key=demo&user=bob').link, true, 'US', stored)).toMatchObject({
      token: null,
      userId: null,
      productId: '1',
    });
  });

  it('ignores what another app key stored', () => {
    const stored = memoryStore();
    persistSession(signedIn, stored);
    expect(restoreSession(readLink('?app_key=other').link, false, 'US', stored)).toMatchObject({
      productId: null,
      companyId: null,
      token: null,
      faqFlags: null,
    });
  });

  it('never stores the pass', () => {
    const stored = memoryStore();
    const values: string[] = [];
    persistSession(signedIn, { ...stored, set: (key, value) => values.push(`${key}=${value}`) });
    expect(values.join('&')).not.toContain('pass');
  });
});
