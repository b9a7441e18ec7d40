import {
  blockReasonFor,
  forceFaqRedirect,
  signsInOnOpen,
  skipsGuard,
} from '../../../../../src/app/guard/routeGuardRules';

describe('skipsGuard (spec §2: /faqindex, /faqdetail and /faqanswery skip all checks)', () => {
  it.each([
    ['/faqindex', true],
    ['/faqdetail', true],
    ['/faqanswery', true],
    ['/faqmain', false],
    ['/chat', false],
    ['/', false],
  ])('%s → %s', (path, skips) => expect(skipsGuard(path)).toBe(skips));
});

describe('forceFaqRedirect', () => {
  const base = {
    pathname: '/chat',
    search: '?app_key=demo-faq&country=US',
    forceFaq: 1,
    colorScheme: 1,
    faqUrl: '/faqmain?faq_set=default',
  };

  it.each([
    [
      'force-FAQ 1, scheme 1 → /faqmain with the config link’s params',
      {},
      '/faqmain?app_key=demo-faq&country=US&faq_set=default',
    ],
    ['scheme 3 → /faqa', { colorScheme: 3 }, '/faqa?app_key=demo-faq&country=US&faq_set=default'],
    ['scheme 4 → /faqa', { colorScheme: 4 }, '/faqa?app_key=demo-faq&country=US&faq_set=default'],
    ['scheme 2 → /faqmain', { colorScheme: 2 }, '/faqmain?app_key=demo-faq&country=US&faq_set=default'],
    ['force-FAQ 0 → none', { forceFaq: 0 }, null],
    ['nofaq present → none', { search: '?app_key=demo-faq&nofaq' }, null],
    ['nofaq=1 present → none', { search: '?app_key=demo-faq&nofaq=1' }, null],
    ['already on an FAQ screen → none', { pathname: '/faqmain' }, null],
    ['already on /faqa → none', { pathname: '/faqa', colorScheme: 3 }, null],
    [
      'an absolute faq_url carries its params',
      { faqUrl: 'https://help.example/x?lang=ja' },
      '/faqmain?app_key=demo-faq&country=US&lang=ja',
    ],
    ['the config’s params override the link’s', { faqUrl: '/f?country=JP' }, '/faqmain?app_key=demo-faq&country=JP'],
    ['an empty faq_url carries nothing extra', { faqUrl: '' }, '/faqmain?app_key=demo-faq&country=US'],
  ])('%s', (_case, overrides, expected) => {
    expect(forceFaqRedirect({ ...base, ...overrides })).toBe(expected);
  });
});

describe('blockReasonFor (navigation blocked while product and company ids are missing)', () => {
  it.each([
    ['no app key', '', null, 'parameterError'],
    ['unknown app key', 'nope', 1002, 'unsupportedProduct'],
    ['server says parameter error', 'x', 1001, 'parameterError'],
    ['network failure', 'demo', -1, 'unreachable'],
    ['server error', 'demo', 1500, 'unreachable'],
  ])('%s → %s', (_case, appKey, code, reason) => {
    expect(blockReasonFor(appKey, code)).toBe(reason);
  });
});

describe('which screens sign in as they open', () => {
  it.each([
    ['/chat', false, true],
    ['/chatlist', false, true],
    ['/', true, true],
    ['/', false, false],
    ['/social', true, true],
    ['/social', false, false],
    ['/faqmain', true, false],
    ['/404', true, false],
  ])('%s (link with credentials: %s): %s', (pathname, withCredentials, expected) => {
    expect(signsInOnOpen(pathname, withCredentials)).toBe(expected);
  });
});
