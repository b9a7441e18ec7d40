import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentApp } from '../../../../../src/agent/AgentApp';
import { SupervisorView } from '../../../../../src/agent/supervisor/SupervisorView';
import { CHANGE_DELAY_MS, REFRESH_MS } from '../../../../../src/agent/supervisor/useTeamStats';
import { ERROR_CODE } from '../../../../../src/protocol/codes';
import { SUPERVISOR_REST, type SupervisorStats, type TeamBucket } from '../../../../../src/protocol/supervisor';
import { renderInConsole } from '../../../../support/renderConsole';
import { createSocket, mockAgentServer } from '../consoleHarness';

// uPlot draws on a canvas, which jsdom does not have: each chart's title and words stand in for it here
// (the browser test draws the real ones).
jest.mock('../../../../../src/agent/supervisor/TrendChart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    TrendChart: ({ spec }: { spec: { title: string; summary: string } }) =>
      createElement('figure', { 'aria-label': spec.title }, spec.summary),
  };
});

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-01T12:30:00Z');

function statsOf(range: SupervisorStats['range'] = '24h'): SupervisorStats {
  const count = range === '24h' ? 24 : range === '7d' ? 7 : 30;
  const bucketMs = range === '24h' ? HOUR : 24 * HOUR;
  const from = Math.floor(NOW / bucketMs) * bucketMs - (count - 1) * bucketMs;
  const buckets: TeamBucket[] = Array.from({ length: count }, (_, index) => ({
    start: from + index * bucketMs,
    sessions: 0,
    answered: 0,
    abandoned: 0,
    ratings: 0,
  }));
  buckets[count - 1] = { ...buckets[count - 1], sessions: 2, answered: 1, ratings: 1, csat: 100, wait_ms: 90_000 };
  return {
    range,
    now: NOW,
    utc_offset: 0,
    bucket_ms: bucketMs,
    live: { queue: 3, longest_wait_ms: 125_000, serving: 4, agents: { online: 2, busy: 1, away: 1 } },
    buckets,
    totals: { sessions: 2, answered: 1, abandoned: 0, ratings: 1, csat: 100, wait_ms: 90_000 },
  };
}

/** A stats call that answers `answer` (the stats of the range asked for by default) and keeps each URL and token. */
function fakeStats(answer?: (url: URL) => unknown) {
  const calls: { url: URL; token: string | undefined }[] = [];
  const fetchFn = (async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    calls.push({ url, token: (init?.headers as Record<string, string> | undefined)?.['X-Token'] });
    const body = answer?.(url) ?? {
      code: 0,
      msg: 'ok',
      data: statsOf((url.searchParams.get('range') ?? '24h') as SupervisorStats['range']),
    };
    return new Response(JSON.stringify(body));
  }) as typeof fetch;
  return { fetchFn, calls };
}

const figure = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).closest('div') as HTMLElement).getByRole('definition');

describe('the supervisor view', () => {
  it('shows the figures of now, of the range, its charts and a table of every bucket from one call', async () => {
    const { fetchFn, calls } = fakeStats();
    await renderInConsole(<SupervisorView fetchFn={fetchFn} token="tok-sam" changes={null} />);
    expect(await screen.findByText('Waiting now')).toBeInTheDocument();
    expect(
      ['Waiting now', 'Longest wait', 'Chats in progress', 'Agents online', 'Busy (no room for a chat)', 'Away'].map(
        (label) => figure(label).textContent,
      ),
    ).toEqual(['3', '2 min 5 s', '4', '2', '1', '1']);
    expect(figure('Average wait')).toHaveTextContent('1 min 30 s');
    expect(figure('CSAT')).toHaveTextContent('100 % (1 rating)');
    expect(screen.getByRole('figure', { name: 'Sessions per hour, last 24 hours' })).toHaveTextContent(
      '2 sessions, 1 answered, 0 abandoned; the most, 2, at 12:00.',
    );
    const table = screen.getByRole('table', { name: 'Figures per hour, last 24 hours' });
    // A header row, 24 hours, the totals.
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(
      within(within(table).getByRole('row', { name: /^12:00/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '0', '1 min 30 s', '–', '–', '1', '–', '100 %']);
    expect(calls.map(({ url, token }) => [url.pathname, url.searchParams.get('range'), token])).toEqual([
      [SUPERVISOR_REST.stats, '24h', 'tok-sam'],
    ]);
    expect(calls[0].url.searchParams.get('utc_offset')).toBe(String(-new Date().getTimezoneOffset() || 0));
  });

  it('asks for the period chosen', async () => {
    const { fetchFn, calls } = fakeStats();
    await renderInConsole(<SupervisorView fetchFn={fetchFn} token="tok-sam" changes={null} />);
    await screen.findByRole('table', { name: 'Figures per hour, last 24 hours' });
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'The last 7 days');
    expect(await screen.findByRole('table', { name: 'Figures per day, last 7 days' })).toBeInTheDocument();
    expect(calls.map(({ url }) => url.searchParams.get('range'))).toEqual(['24h', '7d']);
  });

  it('asks again every 10 seconds while shown, and soon after the queue changes', async () => {
    jest.useFakeTimers();
    try {
      const { fetchFn, calls } = fakeStats();
      const { rerender, unmount } = await renderInConsole(
        <SupervisorView fetchFn={fetchFn} token="tok-sam" changes="first" />,
      );
      await act(async () => {});
      expect(calls).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(REFRESH_MS));
      expect(calls).toHaveLength(2);
      rerender(<SupervisorView fetchFn={fetchFn} token="tok-sam" changes="second" />);
      rerender(<SupervisorView fetchFn={fetchFn} token="tok-sam" changes="third" />);
      await act(async () => jest.advanceTimersByTime(CHANGE_DELAY_MS));
      // A burst of changes: one call.
      expect(calls).toHaveLength(3);
      unmount();
      await act(async () => jest.advanceTimersByTime(3 * REFRESH_MS));
      expect(calls).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [ERROR_CODE.forbidden, 'Only supervisors see the team’s figures.'],
    [ERROR_CODE.tokenExpired, 'Your sign-in has ended. Sign in again to see the figures.'],
  ])('says why when the call is refused (%i)', async (code, problem) => {
    const { fetchFn } = fakeStats(() => ({ code, msg: 'refused', data: null }));
    await renderInConsole(<SupervisorView fetchFn={fetchFn} token="tok-ben" changes={null} />);
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(screen.queryByText('Waiting now')).toBeNull();
  });
});

describe('the console’s Supervisor view', () => {
  mockAgentServer();

  async function openConsole(signIn: Record<string, unknown>, fetchFn: typeof fetch) {
    window.sessionStorage.setItem(
      'agent-console.sign-in',
      JSON.stringify({ token: 'tok', expires_at: Date.now() + 600_000, ...signIn }),
    );
    render(<AgentApp createSocket={createSocket} fetchFn={fetchFn} />);
    await screen.findByText(/^Online as /);
    return screen.getByRole('navigation', { name: 'Console views' });
  }

  it('is there for a supervisor, and loads its figures only once opened', async () => {
    const { fetchFn, calls } = fakeStats();
    const views = await openConsole({ agent_id: '30003', nickname: 'Sam', supervisor: true }, fetchFn);
    expect(calls.filter(({ url }) => url.pathname === SUPERVISOR_REST.stats)).toEqual([]);
    await userEvent.click(within(views).getByRole('button', { name: 'Supervisor' }));
    expect(await screen.findByRole('heading', { name: 'Supervisor', level: 2 })).toBeVisible();
    await waitFor(() => expect(calls.filter(({ url }) => url.pathname === SUPERVISOR_REST.stats)).toHaveLength(1));
    expect(await screen.findByText('Waiting now')).toBeInTheDocument();
  });

  it('is not there for an agent without the role', async () => {
    const { fetchFn } = fakeStats();
    const views = await openConsole({ agent_id: '30001', nickname: 'Ann' }, fetchFn);
    expect(
      within(views)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Chats', 'Customers', 'Help centre']);
  });
});
