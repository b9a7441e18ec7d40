import { createRouteGuard } from '../../../../../src/app/guard/routeGuardLoader';
import { forceFaqRedirect } from '../../../../../src/app/guard/routeGuardRules';
import { chatLinkFromFaq } from '../../../../../src/features/faq/faqLinks';
import { createAppStore } from '../../../../../src/app/store';
import { createCredentialVault } from '../../../../../src/session/credentialVault';
import { memoryStore } from '../../../../../src/lib/storage';
import { REST } from '../../../../../src/protocol/identifiers';
import { API_BASE, fakeFetch, ok } from '../../../../support/renderApp';

describe('chatLinkFromFaq (spec §2: the way back from the forced FAQ to the chat)', () => {
  it.each([
    [
      'the stored service link, marked nofaq',
      '/chat?app_key=demo-faq&user=alice&country=US',
      '?app_key=demo-faq&faq_set=default',
      '/chat?app_key=demo-faq&user=alice&country=US&nofaq=1',
    ],
    ['a service link on another screen', '/chatlist?app_key=demo-faq', '', '/chatlist?app_key=demo-faq&nofaq=1'],
    ['a service link already carrying nofaq', '/chat?app_key=a&nofaq=1', '', '/chat?app_key=a&nofaq=1'],
    [
      'no service link: /chat with the FAQ page’s query, FAQ-only params dropped',
      null,
      '?app_key=demo&country=JP&id=1001&type_id=101&keyword=x',
      '/chat?app_key=demo&country=JP&nofaq=1',
    ],
    [
      'a service link to another site is ignored',
      'https://evil.test/chat',
      '?app_key=demo',
      '/chat?app_key=demo&nofaq=1',
    ],
    ['a protocol-relative service link is ignored', '//evil.test/chat', '?app_key=demo', '/chat?app_key=demo&nofaq=1'],
    [
      'a service link into the FAQ itself is ignored',
      '/faqmain?app_key=demo',
      '?app_key=demo',
      '/chat?app_key=demo&nofaq=1',
    ],
  ])('%s', (_case, serviceLink, faqSearch, expected) => {
    expect(chatLinkFromFaq(serviceLink, faqSearch)).toBe(expected);
  });

  it.each([
    ['/chat?app_key=demo-faq&user=alice', 1],
    ['/chat?app_key=demo-scheme3&user=alice', 3],
    [null, 1],
  ])('never loops: the force-FAQ redirect lets %s through (scheme %i)', (serviceLink, colorScheme) => {
    const target = new URL(chatLinkFromFaq(serviceLink, '?app_key=demo-faq'), 'http://app.invalid');
    expect(
      forceFaqRedirect({
        pathname: target.pathname,
        search: target.search,
        forceFaq: 1,
        colorScheme,
        faqUrl: '/faqmain?faq_set=default',
      }),
    ).toBeNull();
  });
});

describe('the guard’s force-FAQ round trip', () => {
  afterEach(() => jest.restoreAllMocks());

  it('redirects the link to the FAQ, stores it as the service link, and lets the way back through', async () => {
    const calls = fakeFetch((url) => {
      if (url.pathname === REST.faqConf)
        return ok({
          is_force_faq: 1,
          is_report_data: 0,
          ai_michat_status: 1,
          color_scheme: 1,
          faq_url: '/faqmain?faq_set=default',
        });
      if (url.pathname === REST.productByAppKey) return ok({ id: '2', company_id: '100' });
      throw new Error(`unexpected ${url}`);
    });
    const store = createAppStore({
      vault: createCredentialVault({ pass: 'demo-pass', sign: '' }),
      sessionStorage: memoryStore(),
      apiBase: API_BASE,
      socketBase: 'ws://api.test',
      session: { appKey: 'demo-faq', openedWithCredentials: true },
      createSocket: () => {
        throw new Error('no socket');
      },
    });
    const guard = createRouteGuard(store);
    const run = (path: string) =>
      guard({ request: new Request(`http://client.test${path}`), params: {}, context: undefined } as never);

    const first = await run('/chat?app_key=demo-faq&user=alice&pass=demo-pass&country=US');
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).headers.get('Location')).toMatch(/^\/faqmain\?/);
    const serviceLink = store.getState().session.serviceLink;
    expect(serviceLink).toBe('/chat?app_key=demo-faq&user=alice&country=US');

    expect(await run('/faqmain?app_key=demo-faq&faq_set=default')).toEqual({ status: 'passed' });
    expect(await run(chatLinkFromFaq(serviceLink, '?app_key=demo-faq&faq_set=default'))).toEqual({ status: 'passed' });
    expect(store.getState().session.serviceLink).toBe(serviceLink);
    calls.restore();
  });
});
