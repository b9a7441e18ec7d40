/**
 * The top of every screen (src/ui/navigation/ScreenBar.tsx): a way back, the close control only in a
 * host's frame, and the connection notice on screens without a socket.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addListener } from '@reduxjs/toolkit';
import { closeRequested, isFramed } from '../../../../../src/lib/embedding/hostEvents';
import { fail, fakeFetch, ok, renderApp, withSignIn } from '../../../../support/renderApp';
import { faqBackend } from '../../features/faq/faqBackend';

jest.mock('../../../../../src/lib/embedding/hostEvents', () => ({
  ...jest.requireActual<typeof import('../../../../../src/lib/embedding/hostEvents')>(
    '../../../../../src/lib/embedding/hostEvents',
  ),
  isFramed: jest.fn(() => false),
}));

const quietSocket = () => ({ readyState: 0, close() {}, send() {} }) as unknown as WebSocket;
const LINK_QUERY = '?app_key=demo&user=alice&pass=demo-pass&country=US';
/** The link's query once its secret has left the address bar. */
const QUERY = '?app_key=demo&user=alice&country=US';
const HOME = { level: 1, name: 'Hi Alice! How can we help?' } as const;

let fetchFake: ReturnType<typeof fakeFetch> | undefined;
beforeEach(() => {
  jest.mocked(isFramed).mockReturnValue(false);
});
afterEach(() => fetchFake?.restore());

const backend = () =>
  withSignIn((url) =>
    url.pathname === '/api/v1/product/contact-channels'
      ? ok({ channels: [], hours: null })
      : (faqBackend()(url, undefined) ?? fail(404, 1005)),
  );

describe('the way back', () => {
  it('goes back to where the user came from inside the app: / → /chat → back → /', async () => {
    fetchFake = fakeFetch(backend());
    const { router } = await renderApp(`/${LINK_QUERY}`, { createSocket: quietSocket });
    await screen.findByRole('heading', HOME);
    expect(screen.queryByRole('button', { name: /^(Back|Support home)$/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Chat with support' }));
    await screen.findByRole('heading', { level: 1, name: 'Customer support' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', HOME);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });

  it.each([
    ['/chat', 'Customer support'],
    ['/social', 'Contact us'],
    ['/faqmain', 'Help centre'],
    ['/404', 'Page not found'],
  ])('goes home with the link’s query from %s opened directly', async (path, heading) => {
    fetchFake = fakeFetch(backend());
    const { router } = await renderApp(`${path}${LINK_QUERY}`, { createSocket: quietSocket });
    await screen.findByRole('heading', { level: 1, name: heading });
    await userEvent.click(screen.getByRole('button', { name: 'Support home' }));
    await screen.findByRole('heading', HOME);
    expect(router.state.location).toMatchObject({ pathname: '/', search: QUERY });
  });

  it('leads home from the guard’s notice too', async () => {
    fetchFake = fakeFetch(withSignIn(() => fail(404, 1002)));
    await renderApp('/chat?country=US');
    expect(await screen.findByRole('alert')).toHaveTextContent('Parameter error');
    expect(screen.getByRole('button', { name: 'Support home' })).toBeInTheDocument();
  });
});

describe('the close control', () => {
  it('is not there outside a host’s frame', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp(`/chat${LINK_QUERY}`, { createSocket: quietSocket });
    await screen.findByRole('heading', { level: 1, name: 'Customer support' });
    expect(screen.queryByRole('button', { name: 'Close support' })).toBeNull();
  });

  it.each([['/'], ['/chat'], ['/faqmain']])('asks the host to close from %s when framed', async (path) => {
    jest.mocked(isFramed).mockReturnValue(true);
    fetchFake = fakeFetch(backend());
    const { store } = await renderApp(`${path}${LINK_QUERY}`, { createSocket: quietSocket });
    let heard = 0;
    store.dispatch(addListener({ actionCreator: closeRequested, effect: () => void heard++ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close support' }));
    expect(heard).toBe(1);
  });
});

describe('the connection notice on a screen without a socket', () => {
  it('says when the browser goes offline, and clears when it is back', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp(`/faqmain${LINK_QUERY}`);
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('You are offline. Check your connection.')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('You are offline. Check your connection.')).toBeNull();
  });
});
