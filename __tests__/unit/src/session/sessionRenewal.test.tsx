/**
 * The client when its session ends (docs/protocol.md, "Sessions"): a REST call refused with
 * tokenExpired signs in again from the link and is sent once more, the draft kept; a signed link that cannot sign in
 * again (its nonce is used) shows the translated reason, never a blank page.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODE, WS_CLOSE_CODE } from '../../../../src/protocol/codes';
import { HEADERS } from '../../../../src/protocol/identifiers';
import { sessionApi } from '../../../../src/session/sessionApi';
import { fail, fakeFetch, ok, renderApp, withSignIn, type Responder } from '../../../support/renderApp';
import { waitForState } from '../../../support/waitForState';

let fetchFake: ReturnType<typeof fakeFetch> | undefined;
afterEach(() => fetchFake?.restore());

/**
 * A socket that the server refuses at the handshake, as the sandbox does an ended token. It waits for
 * the chat screen: the screen asks for the identity as it mounts, which would otherwise race the refusal.
 */
function refusedSocket(): WebSocket {
  const socket = { readyState: 0, send: () => undefined, close: () => undefined } as unknown as WebSocket;
  const refuseOnceChatShown = () => {
    if (document.querySelector('#composer-input')) socket.onclose?.({ code: WS_CLOSE_CODE.unauthorized } as CloseEvent);
    else setTimeout(refuseOnceChatShown, 10);
  };
  setTimeout(refuseOnceChatShown, 0);
  return socket;
}

/** A socket that connects and stays quiet. */
function quietSocket(): WebSocket {
  const socket = { readyState: 1, send: () => undefined, close: () => undefined } as unknown as WebSocket;
  setTimeout(() => socket.onopen?.({} as Event), 0);
  return socket;
}

const loginBodies = () =>
  fetchFake!.calls
    .filter((call) => call.url.pathname === '/api/v1/user/login')
    .map((call) => JSON.parse(String(call.init?.body)) as Record<string, string>);

describe('when the session ends', () => {
  it('signs in again from the link and sends the refused call once more', async () => {
    let logins = 0;
    const tokenOf = (init: RequestInit | undefined) => new Headers(init?.headers).get(HEADERS.token);
    const backend: Responder = (url, init) => {
      if (url.pathname === '/api/v1/user/login') return ok({ id: '10001', token: `tok-${++logins}` });
      if (url.pathname === '/api/v1/user/info') {
        return tokenOf(init) === 'tok-1'
          ? fail(401, ERROR_CODE.tokenExpired)
          : ok({ id: '10001', username: 'alice', nickname: 'Alice', avatar: '' });
      }
      return withSignIn(() => fail(404, ERROR_CODE.notFound))(url, init);
    };
    fetchFake = fakeFetch(backend);
    const { store } = await renderApp('/chat?app_key=demo&user=alice&pass=demo-pass&country=US', {
      createSocket: quietSocket,
    });
    // The router loads the chat meanwhile: its updates happen inside act.
    await act(() => waitForState(store, (state) => state.session.token === 'tok-1'));
    const composer = await screen.findByRole('textbox');
    await userEvent.type(composer, 'half a question');

    // The session ends under the rendered chat: its screens update while the call waits for the renewal.
    const info = await act(() =>
      store.dispatch(sessionApi.endpoints.userInfo.initiate(undefined, { subscribe: false, forceRefetch: true })),
    );

    expect(info.data).toMatchObject({ id: '10001', nickname: 'Alice' });
    expect(store.getState().session).toMatchObject({ token: 'tok-2', identity: 'signedIn' });
    expect(loginBodies().map((body) => body.password)).toEqual(['demo-pass', 'demo-pass']);
    expect(screen.getByRole('textbox')).toHaveValue('half a question');
  });

  it('shows the translated reason when the signed link cannot sign in again (its nonce is used)', async () => {
    let logins = 0;
    const backend: Responder = (url, init) => {
      if (url.pathname === '/api/v1/user/login')
        return ++logins === 1 ? ok({ id: '10001', token: 'tok-1' }) : fail(401, ERROR_CODE.signExpired);
      return withSignIn(() => fail(404, ERROR_CODE.notFound))(url, init);
    };
    fetchFake = fakeFetch(backend);
    const { store, router } = await renderApp(
      '/chat?app_key=demo-signed&user=alice&pass=x&sign=abc123&ts=1800000000&nonce=nonce-0001&country=US',
      {
        createSocket: refusedSocket,
      },
    );

    expect(await screen.findByText('This chat link has expired or was already used.')).toBeInTheDocument();
    expect(screen.getByText('Please reopen support from the app.')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({
      identity: 'failed',
      identityError: ERROR_CODE.signExpired,
      token: null,
    });
    // The same signed fields were sent again, and none of them is in the address.
    const bodies = loginBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    for (const body of bodies) expect(body).toMatchObject({ sign: 'abc123', ts: '1800000000', nonce: 'nonce-0001' });
    expect([...new URLSearchParams(router.state.location.search).keys()]).toEqual(['app_key', 'user', 'country']);
  });
});
