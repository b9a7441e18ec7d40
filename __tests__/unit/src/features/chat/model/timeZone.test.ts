import { currentTimeZone } from '../../../../../../src/features/chat/state/chatActions';
import { connectRequested } from '../../../../../../src/realtime/socketActions';
import { FAKE_WS_BASE } from '../../../../../support/fakeRealtimeServer';
import { signedInStore } from '../../../../../support/signedInStore';

/** A socket that stays connecting: what the page does while it waits is all there is to see. */
const connectingSocket = () =>
  ({ readyState: 0, send: () => undefined, close: () => undefined }) as unknown as WebSocket;

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the device time zone sent with the AI conversation (init_ai_customer_conversation)', () => {
  it('is read while the socket connects, in a task of its own, and only once per page', async () => {
    jest.useFakeTimers();
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    const store = signedInStore({ socketBase: FAKE_WS_BASE, createSocket: connectingSocket });

    store.dispatch(connectRequested());
    expect(intl).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(intl).toHaveBeenCalledTimes(1);

    store.dispatch(connectRequested());
    await jest.advanceTimersByTimeAsync(0);
    const zone = currentTimeZone();
    expect(intl).toHaveBeenCalledTimes(1);
    intl.mockRestore();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
