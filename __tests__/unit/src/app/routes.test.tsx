import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from '../../../../src/lib/storage';
import { fail, fakeFetch, ok, renderApp, type Responder } from '../../../support/renderApp';

const product = { id: '1', company_id: '100' };
const config = (overrides: Record<string, unknown> = {}) => ({
  is_force_faq: 0,
  is_report_data: 0,
  ai_michat_status: 1,
  color_scheme: 1,
  faq_url: '/faqmain?faq_set=default',
  ...overrides,
});

function backend(overrides: { config?: Record<string, unknown>; product?: Responder } = {}): Responder {
  return (url) => {
    if (url.pathname === '/api/v1/faq/conf') return ok(config(overrides.config));
    if (url.pathname === '/api/v1/product/by-app-key')
      return overrides.product ? overrides.product(url, undefined) : ok(product);
    return fail(404, 1005);
  };
}

let fetchFake: ReturnType<typeof fakeFetch> | undefined;
afterEach(() => fetchFake?.restore());

describe('routes and the route guard', () => {
  it('sends an unknown path to the 404 screen', async () => {
    fetchFake = fakeFetch(backend());
    const { router } = await renderApp('/anything-unknown?app_key=demo');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it("shows /404 in the colour scheme of the link's app key, which is outside the guard", async () => {
    fetchFake = fakeFetch(backend({ config: { color_scheme: 2 } }));
    await renderApp('/anything-unknown?app_key=demo-scheme2');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.scheme).toBe('2'));
    expect(fetchFake.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/faq/conf']);
  });

  it('shows /404 without asking anything when the link has no app key', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/anything-unknown');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(fetchFake.calls).toHaveLength(0);
  });

  it('blocks with "Parameter error" when the link has no app key', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/chat?user=alice&pass=demo-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Parameter error');
    expect(fetchFake.calls).toHaveLength(0);
  });

  it('blocks with "This link is too long to open." a link over 8 KB, asking nothing, on guarded and unguarded screens', async () => {
    for (const path of ['/chat', '/faqindex']) {
      fetchFake = fakeFetch(backend());
      const view = await renderApp(`${path}?app_key=demo&user=alice&pass=demo-pass&nickname=${'n'.repeat(9000)}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This link is too long to open.Please reopen support from the app.',
      );
      expect(fetchFake.calls).toHaveLength(0);
      view.unmount();
      fetchFake.restore();
    }
  });

  it('blocks with "Parameter error" a link whose percent-encoding is broken, asking nothing', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/chat?app_key=demo&user=%E0%A4%A&pass=demo-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Parameter error');
    expect(fetchFake.calls).toHaveLength(0);
  });

  it('blocks with "Unsupported product ID" for an unknown app key', async () => {
    fetchFake = fakeFetch(backend({ product: () => fail(404, 1002) }));
    await renderApp('/chat?app_key=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported product ID');
  });

  it('fetches the FAQ config with app_key and country when the link carries credentials', async () => {
    fetchFake = fakeFetch(backend());
    const { storage } = await renderApp(
      '/social?app_key=demo&user=alice&pass=demo-pass&country=JP&account_id=7&distinct_id=d9',
    );
    await screen.findByRole('heading', { level: 1 });
    const conf = fetchFake.calls.find((call) => call.url.pathname === '/api/v1/faq/conf');
    expect(conf?.url.searchParams.get('app_key')).toBe('demo');
    expect(conf?.url.searchParams.get('country')).toBe('JP');
    expect([storage.get('is_force_faq'), storage.get('is_report_data'), storage.get('ai_michat_status')]).toEqual([
      '0',
      '0',
      '1',
    ]);
    expect([storage.get('product_id'), storage.get('company_id')]).toEqual(['1', '100']);
    expect([storage.get('account_id'), storage.get('distinct_id')]).toEqual(['7', 'd9']);
  });

  it('asks for the FAQ config and the product at once, not one after the other', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = backend();
    fetchFake = fakeFetch(async (url, init) => {
      await held;
      return answer(url, init);
    });
    await renderApp('/social?app_key=demo&user=alice&pass=demo-pass&country=US');
    await waitFor(() =>
      expect(fetchFake?.calls.map((call) => call.url.pathname).sort()).toEqual([
        '/api/v1/faq/conf',
        '/api/v1/product/by-app-key',
      ]),
    );
    // Meanwhile the screen says, in words, that it is loading.
    expect(screen.getByText('Loading…')).toBeVisible();
    release();
    await screen.findByRole('heading', { level: 1 });
  });

  it('starts signing in as the guard lets /chat through, before the chat screen is there', async () => {
    const answer = backend();
    let screenAtLogin: boolean | null = null;
    fetchFake = fakeFetch((url, init) => {
      if (url.pathname === '/api/v1/user/login') screenAtLogin ??= document.querySelector('#composer-input') !== null;
      return answer(url, init);
    });
    await renderApp('/chat?app_key=demo&user=alice&pass=demo-pass&country=US');
    await waitFor(() => expect(screenAtLogin).not.toBeNull());
    expect(screenAtLogin).toBe(false);
  });

  it('fetches the FAQ config for account_id and pass as well', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/social?app_key=demo&account_id=10001&pass=demo-pass&country=BR');
    await screen.findByRole('heading', { level: 1 });
    const conf = fetchFake.calls.find((call) => call.url.pathname === '/api/v1/faq/conf');
    expect(conf?.url.searchParams.get('country')).toBe('BR');
  });

  it.each([
    ['user without pass', '/social?app_key=demo&user=alice'],
    ['pass without user or account_id', '/social?app_key=demo&pass=demo-pass'],
    ['no credentials', '/social?app_key=demo'],
  ])('does not fetch the FAQ config (nor redirect) with %s', async (_name, link) => {
    fetchFake = fakeFetch(backend({ config: { is_force_faq: 1 } }));
    const { router } = await renderApp(link);
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(fetchFake.calls.filter((call) => call.url.pathname === '/api/v1/faq/conf')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/social');
  });

  it('does not look the product up again when its ids are already stored', async () => {
    fetchFake = fakeFetch(backend());
    const storage = memoryStore();
    storage.set('app_key', 'demo');
    storage.set('product_id', '1');
    storage.set('company_id', '100');
    await renderApp('/social?app_key=demo', { storage });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(fetchFake.calls.filter((call) => call.url.pathname === '/api/v1/product/by-app-key')).toHaveLength(0);
  });

  it('redirects force-FAQ products to /faqmain, storing the service link', async () => {
    fetchFake = fakeFetch(backend({ config: { is_force_faq: 1 } }));
    const { router, storage } = await renderApp('/chat?app_key=demo-faq&user=alice&pass=demo-pass');
    expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faqmain');
    expect(new URLSearchParams(router.state.location.search).get('faq_set')).toBe('default');
    expect(storage.get('service_link')).toBe('/chat?app_key=demo-faq&user=alice');
  });

  it('redirects to /faqa for color scheme 3', async () => {
    fetchFake = fakeFetch(backend({ config: { is_force_faq: 1, color_scheme: 3 } }));
    const { router } = await renderApp('/chat?app_key=demo-scheme3&user=alice&pass=demo-pass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/faqa'));
    // The scheme is put on the page by an effect, after the navigation has settled.
    await waitFor(() => expect(document.documentElement.dataset.scheme).toBe('3'));
  });

  it('does not redirect when nofaq is present', async () => {
    fetchFake = fakeFetch(backend({ config: { is_force_faq: 1 } }));
    const { router } = await renderApp('/social?app_key=demo-faq&user=alice&pass=demo-pass&nofaq=1');
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/social');
  });

  it('lets /faqindex through without any check', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/faqindex');
    expect(await screen.findByRole('heading', { name: 'Help index' })).toBeInTheDocument();
    // The screen loads its own content; the guard itself calls nothing (no config, no product lookup).
    const guardCalls = fetchFake.calls.filter((call) =>
      ['/api/v1/faq/conf', '/api/v1/product/by-app-key'].includes(call.url.pathname),
    );
    expect(guardCalls).toHaveLength(0);
  });

  it('offers a retry when the product lookup cannot reach the server, and recovers', async () => {
    let reachable = false;
    fetchFake = fakeFetch(backend({ product: () => (reachable ? ok(product) : fail(500, 1500)) }));
    await renderApp('/social?app_key=demo');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach support");
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('renders each of the 13 routes with a heading that says what it is', async () => {
    fetchFake = fakeFetch(backend());
    const headings: Record<string, string> = {
      '/': 'Hi there! How can we help?',
      '/chatlist': 'Your conversations',
      '/faqmain': 'Help centre',
      '/faqclass': 'Help topic',
      '/faqreply': 'Help answer',
      '/faqindex': 'Help index',
      '/faqdetail': 'Help article',
      '/faqanswery': 'Answer',
      '/faqa': 'Help centre',
      '/faqb': 'Help centre',
      '/social': 'Contact us',
      '/404': 'Page not found',
    };
    for (const [path, heading] of Object.entries(headings)) {
      const view = await renderApp(`${path}?app_key=demo`);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      view.unmount();
    }
  });
});
