import { render, screen, within } from '@testing-library/react';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { ReplayApp } from '../../../../src/replay/ReplayApp';
import { chatRecording } from './fixture';

jest.mock('../../../../src/replay/clientCss', () => ({ clientCss: '' }));

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const TOKEN = 'agent-token-1';
let fetchSpy: jest.SpyInstance;

function answer(body: unknown) {
  fetchSpy.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(body))));
}

function signIn(expiresAt = Date.now() + 60_000) {
  sessionStorage.setItem(
    'agent-console.sign-in',
    JSON.stringify({ agent_id: '30001', nickname: 'Ann', token: TOKEN, expires_at: expiresAt }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('unexpected fetch')));
});
afterEach(() => fetchSpy.mockRestore());

describe('/replay?recording=<id>: a field recording, with the agent console’s session', () => {
  it('loads the recording with the agent’s token, with nothing to pick', async () => {
    signIn();
    answer({ code: 0, msg: 'ok', data: { ...chatRecording(), meta: { ...chatRecording().meta, recordingId: ID } } });
    render(<ReplayApp search={`?recording=${ID}`} />);
    await screen.findByRole('slider', { name: 'Step' });
    expect(screen.getByRole('heading', { name: `Recording: field recording ${ID}` })).toBeInTheDocument();
    expect(screen.queryByLabelText('Recording file (.json)')).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/v1/agent/recordings/${ID}`);
    expect(init.headers).toEqual({ 'X-Token': TOKEN });
  });

  it.each([
    ['no sign-in', () => undefined, /not signed in as an agent/, true],
    ['an expired sign-in', () => signIn(Date.now() - 1), /not signed in as an agent/, true],
  ])('asks to sign in without asking the sandbox: %s', async (_name, prepare, message, link) => {
    prepare();
    render(<ReplayApp search={`?recording=${ID}`} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(Boolean(within(alert).queryByRole('link', { name: 'Open the agent console' }))).toBe(link);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, RegExp, boolean]>([
    [
      'an ended session',
      { code: ERROR_CODE.tokenInvalid, msg: 'token invalid', data: null },
      /agent session is over/,
      true,
    ],
    [
      'another company’s recording',
      { code: ERROR_CODE.notFound, msg: 'not found', data: null },
      /not yours to see/,
      false,
    ],
    ['a customer’s token', { code: ERROR_CODE.tokenExpired, msg: '', data: null }, /agent session is over/, true],
    [
      'a malformed recording',
      { code: 0, msg: 'ok', data: { ...chatRecording(), entries: 5 } },
      /cannot be replayed/,
      false,
    ],
    ['an answer that is no envelope', [1, 2], /not a recording/, false],
  ])('explains a refusal or a bad answer: %s', async (_name, body, message, link) => {
    signIn();
    answer(body);
    render(<ReplayApp search={`?recording=${ID}`} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(Boolean(within(alert).queryByRole('link', { name: 'Open the agent console' }))).toBe(link);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('says so when the sandbox cannot be reached, or the address names no recording', async () => {
    signIn();
    const { unmount } = render(<ReplayApp search={`?recording=${ID}`} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be fetched.*unexpected fetch/);
    unmount();
    render(<ReplayApp search="?recording=../../user/info" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/does not name a recording/);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
