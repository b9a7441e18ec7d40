import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerContext } from '../../../../../src/agent/CustomerContext';
import { ConsoleTexts } from '../../../../../src/agent/i18n/ConsoleTexts';
import { RecordingsProvider } from '../../../../../src/agent/recordings/RecordingsContext';
import type { RecordingSummary } from '../../../../../src/protocol/recordings';
import { mockAgentServer, openConsoleAsAnn } from '../consoleHarness';
import { ALICE, waitingFrame, workOrdersFrame } from '../fixtures';

const RECORDING: RecordingSummary = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  customer_id: ALICE.id,
  product_id: '1',
  reason: 'person',
  started_at: 1_732_170_000_000,
  updated_at: 1_732_170_185_000,
  duration_ms: 185_000,
  pages: 1,
  entries: 240,
  bytes: 12_000,
  screens: ['/', '/faqreply', '/chat'],
};

/** The sandbox's recordings list: Alice has RECORDING, nobody else has any. */
function recordingsApi() {
  const asked: { customerId: string | null; token: string | null }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const customerId = url.searchParams.get('customer_id');
    asked.push({ customerId, token: new Headers(init?.headers).get('X-Token') });
    const recordings = url.pathname === '/api/v1/agent/recordings' && customerId === ALICE.id ? [RECORDING] : [];
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data: { recordings } }));
  }) as typeof fetch;
  return { fetchFn, asked };
}

const { fromServer } = mockAgentServer();

describe('"Replay session" in the agent console', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it("shows on a waiting customer's card when they have a recording, and opens the viewer on it in a new tab", async () => {
    const api = recordingsApi();
    const user = await openConsoleAsAnn(api.fetchFn);
    fromServer(waitingFrame);
    const card = (await screen.findByRole('heading', { name: 'Alice' })).closest('li') as HTMLElement;
    await user.click(await within(card).findByRole('button', { name: 'Replay session' }));
    expect(open).toHaveBeenCalledWith('/replay?recording=AAAAAAAAAAAAAAAAAAAAAA', '_blank');
    expect(api.asked).toContainEqual({ customerId: ALICE.id, token: 'tok-ann' });
  });

  it("shows on a work order of a customer with a recording, and not on another customer's", async () => {
    const api = recordingsApi();
    await openConsoleAsAnn(api.fetchFn);
    fromServer({
      ...workOrdersFrame,
      work_orders: [
        ...workOrdersFrame.work_orders,
        {
          ...workOrdersFrame.work_orders[0],
          id: 'wo-2',
          order_no: 'WO0002',
          customer: { id: '10002', nickname: 'Bob' },
        },
      ],
    });
    const alices = (await screen.findByRole('heading', { name: 'WO0001' })).closest('li') as HTMLElement;
    await within(alices).findByRole('button', { name: 'Replay session' });
    const bobs = screen.getByRole('heading', { name: 'WO0002' }).closest('li') as HTMLElement;
    expect(within(bobs).queryByRole('button', { name: 'Replay session' })).toBeNull();
  });

  it("lists the customer's recordings with when, how long, why and the screens visited", async () => {
    const api = recordingsApi();
    render(
      <ConsoleTexts>
        <RecordingsProvider fetchFn={api.fetchFn} token="tok-ann">
          <CustomerContext customer={ALICE} customerName="Alice" context={null} workOrders={[]} />
        </RecordingsProvider>
      </ConsoleTexts>,
    );
    await screen.findByRole('heading', { name: 'Session recordings (1)' });
    const item = screen.getByRole('button', { name: 'Replay session' }).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('3 min 5 s');
    expect(item).toHaveTextContent('Asked for a person');
    expect(item).toHaveTextContent('/ → /faqreply → /chat');
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Replay session' }));
    expect(open).toHaveBeenCalledWith('/replay?recording=AAAAAAAAAAAAAAAAAAAAAA', '_blank');
  });
});
