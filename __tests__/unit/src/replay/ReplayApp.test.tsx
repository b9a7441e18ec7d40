import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReplayApp } from '../../../../src/replay/ReplayApp';
import { ANSWER, chatRecording, QUESTION, STEP, WELCOME } from './fixture';

// The client's stylesheet comes in through Vite's `?inline`, which jest does not resolve.
jest.mock('../../../../src/replay/clientCss', () => ({ clientCss: '' }));

let fetchSpy: jest.SpyInstance;
let sockets: string[];
const RealWebSocket = globalThis.WebSocket;

beforeEach(() => {
  fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.reject(new Error('the viewer must not fetch')));
  sockets = [];
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

const fileOf = (text: string, name = 'recording.json') => new File([text], name, { type: 'application/json' });

async function openFile(file: File) {
  const input = screen.getByLabelText('Recording file (.json)');
  await userEvent.upload(input, file);
}

/** The body of the customer's screen, inside its frame. */
async function phone(): Promise<HTMLElement> {
  const frame = (await screen.findByTitle(/Customer’s screen/)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.getElementById('root')?.childElementCount).toBeGreaterThan(0));
  return frame.contentDocument?.body as HTMLElement;
}

async function scrubTo(index: number) {
  const slider = screen.getByRole('slider', { name: 'Step' });
  await act(async () => {
    fireEvent.change(slider, { target: { value: String(index) } });
  });
}

describe('the replay viewer', () => {
  it.each([
    [
      'truncated JSON',
      '{"format": "support-client-recording", "version": 1, "entries": [',
      /damaged or incomplete/,
      /not JSON/,
    ],
    [
      'another JSON file',
      '{"hello": "world"}',
      /not a support-client session recording/,
      /not a support-client recording/,
    ],
    [
      'a newer version',
      JSON.stringify({ ...chatRecording(), version: 99 }),
      /newer client/,
      /version 99; this viewer reads up to 2/,
    ],
    [
      'a broken entry',
      JSON.stringify({ ...chatRecording(), entries: [{ kind: 'action' }] }),
      /damaged or incomplete/,
      /entry 0 is not an entry/,
    ],
  ])('explains a bad file in an alert: %s', async (_name, text, message, detail) => {
    render(<ReplayApp />);
    await openFile(fileOf(text));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(detail);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('lists the entries and shows each step’s chat screen rebuilt through the real reducers', async () => {
    render(<ReplayApp />);
    await openFile(fileOf(JSON.stringify(chatRecording())));

    // Opens at the end: the welcome, the question and the answer.
    const slider = await screen.findByRole('slider', { name: 'Step' });
    expect(slider).toHaveValue(String(STEP.answer));
    let body = await phone();
    await within(body).findByText(ANSWER);
    expect(within(body).getByText(WELCOME)).toBeInTheDocument();
    expect(within(body).getByRole('log')).toHaveTextContent(QUESTION);
    expect(body.ownerDocument.documentElement.lang).toBe('en-US');

    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getAllByRole('listitem')).toHaveLength(9);
    expect(
      timeline.getByRole('button', { name: /#2 0\.013 s action socket\/init_ai_customer_conversation/ }),
    ).toBeInTheDocument();
    expect(
      timeline.getByRole('button', { name: /#1 0\.013 s frame in init_ai_customer_conversation/ }),
    ).toBeInTheDocument();
    expect(
      timeline.getByRole('button', { name: /#5 1\.600 s REST request GET \/api\/v1\/user\/info/ }),
    ).toBeInTheDocument();
    expect(
      timeline.getByRole('button', { name: /#6 1\.650 s REST response 200 ← GET \/api\/v1\/user\/info/ }),
    ).toBeInTheDocument();
    expect(timeline.getByRole('button', { name: /#0 0\.000 s socket open/ })).toBeInTheDocument();
    expect(timeline.getByRole('button', { name: /#8 / })).toHaveAttribute('aria-current', 'step');

    // Before the answer: the question is there (sending), the answer is not.
    await scrubTo(STEP.beforeAnswer);
    body = await phone();
    await waitFor(() => expect(within(body).queryByText(ANSWER)).not.toBeInTheDocument());
    expect(within(body).getByRole('log')).toHaveTextContent(QUESTION);
    expect(screen.getByText(/Not an action: the state does not change/)).toBeInTheDocument();

    // The question's step: its diff names the outbox.
    await scrubTo(STEP.question);
    expect(
      within(screen.getByRole('region', { name: 'This step' })).getByText('messages.pending.0'),
    ).toBeInTheDocument();

    // The welcome's step, then the step before it (no welcome yet).
    await scrubTo(STEP.welcome);
    body = await phone();
    expect(within(body).getByText(WELCOME)).toBeInTheDocument();
    expect(within(body).getByRole('log')).not.toHaveTextContent(QUESTION);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(within(body).queryByText(WELCOME)).not.toBeInTheDocument());
    expect(slider).toHaveValue(String(STEP.beforeWelcome));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await within(body).findByText(WELCOME);

    // Clicking a timeline row scrubs there.
    await userEvent.click(timeline.getByRole('button', { name: /#8 / }));
    await within(body).findByText(ANSWER);

    // Typing into the read-only chat sends nothing anywhere.
    const box = within(body).getByRole('textbox');
    await userEvent.type(box, 'hello{Enter}');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sockets).toEqual([]);
    expect(within(body).getByRole('log')).not.toHaveTextContent('hello');
  });

  /** Lets `ms` of fake time pass in small steps, so that each step's render schedules the next timer. */
  async function elapse(ms: number) {
    for (let passed = 0; passed < ms; passed += 10) {
      await act(async () => {
        jest.advanceTimersByTime(10);
      });
    }
  }

  it('plays at recorded speed and pauses', async () => {
    jest.useFakeTimers();
    try {
      render(<ReplayApp />);
      const input = screen.getByLabelText('Recording file (.json)');
      await act(async () => {
        fireEvent.change(input, { target: { files: [fileOf(JSON.stringify(chatRecording()))] } });
      });
      const slider = await screen.findByRole('slider', { name: 'Step' });
      // Play from the end starts over at the beginning.
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      await elapse(40);
      expect(slider).toHaveValue(String(STEP.welcome));
      await elapse(1000);
      expect(slider).toHaveValue(String(STEP.welcome));
      await elapse(600);
      expect(Number((slider as HTMLInputElement).value)).toBeGreaterThanOrEqual(STEP.question);
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
      const paused = (slider as HTMLInputElement).value;
      await elapse(5000);
      expect(slider).toHaveValue(paused);
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      await elapse(5000);
      expect(slider).toHaveValue(String(STEP.answer));
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
