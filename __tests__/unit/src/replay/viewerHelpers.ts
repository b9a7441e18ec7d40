import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export const fileOf = (text: string, name = 'recording.json') => new File([text], name, { type: 'application/json' });

export async function openFile(file: File) {
  const input = screen.getByLabelText('Recording file (.json)');
  await userEvent.upload(input, file);
}

/** The body of the customer's screen, inside its frame. */
export async function phone(): Promise<HTMLElement> {
  const frame = (await screen.findByTitle(/Customer’s screen/)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.getElementById('root')?.childElementCount).toBeGreaterThan(0));
  return frame.contentDocument?.body as HTMLElement;
}

export async function scrubTo(index: number) {
  const slider = screen.getByRole('slider', { name: 'Step' });
  await act(async () => {
    fireEvent.change(slider, { target: { value: String(index) } });
  });
}

/** The viewer must never reach out: any fetch or socket fails the test that set this up. */
export function forbidNetwork() {
  const requests: string[] = [];
  const sockets: string[] = [];
  const RealWebSocket = globalThis.WebSocket;
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    requests.length = 0;
    sockets.length = 0;
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      requests.push(String(input));
      return Promise.reject(new Error('the viewer must not fetch'));
    });
    globalThis.WebSocket = class {
      constructor(url: string) {
        sockets.push(url);
        throw new Error('the viewer must not open a socket');
      }
    } as unknown as typeof WebSocket;
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    globalThis.WebSocket = RealWebSocket;
  });
  return { requests, sockets };
}
