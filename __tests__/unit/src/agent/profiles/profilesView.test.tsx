/**
 * The console's Customers view (issue 31, point 4): a search by name, user id or order number lists the
 * company's customers, a result opens the profile (locale, time zone, product, past sessions labelled
 * with date, agent and rating, work orders, left messages), and so does the customer's name in an open chat.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '../../../../../src/agent/formatTime';
import { PROFILE_REST, type CustomerProfile } from '../../../../../src/protocol/customerProfiles';
import { mockAgentServer, openConsoleAsAnn } from '../consoleHarness';
import { aliceContext, ALICE } from '../fixtures';

const { fromServer } = mockAgentServer();

const STARTED = 1_732_000_000_000;

const aliceProfile: CustomerProfile = {
  customer: ALICE,
  locale: 'ja-JP',
  time_zone: 'Asia/Tokyo',
  product: { id: '1', name: 'Demo' },
  products: [{ id: '1', name: 'Demo' }],
  sessions: [
    {
      reception_id: 'r-9',
      product: { id: '1', name: 'Demo' },
      phase: 4,
      started_at: STARTED,
      accepted_at: STARTED + 1_000,
      ended_at: STARTED + 60_000,
      agent: { id: '30002', nickname: 'Ben' },
      rating: { score: 4, comment: 'Quick and kind', problem_finished: true },
      locale: 'ja-JP',
      time_zone: 'Asia/Tokyo',
    },
    {
      reception_id: 'r-8',
      product: { id: '1', name: 'Demo' },
      phase: 6,
      started_at: STARTED - 86_400_000,
      locale: 'ja-JP',
      time_zone: 'Asia/Tokyo',
    },
  ],
  work_orders: [
    {
      id: '3',
      order_no: 'WO00000003',
      product: { id: '1', name: 'Demo' },
      kind: 1,
      type: 9,
      status: 'in_review',
      created_at: STARTED,
      summary: 'Payment: bonus',
    },
  ],
  left_messages: [{ product: { id: '1', name: 'Demo' }, content: 'Please call me back', at: STARTED }],
};

/** The sandbox's search and profile calls as far as this view uses them; anything else is refused. */
function fakeSandbox() {
  const calls: { url: string; token: string }[] = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    const token = String((init?.headers as Record<string, string> | undefined)?.['X-Token'] ?? '');
    calls.push({ url, token });
    const reply = (code: number, data: unknown = null) => new Response(JSON.stringify({ code, msg: '', data }));
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === PROFILE_REST.search) {
      const q = searchParams.get('q');
      if (q === 'WD10007')
        return reply(0, {
          customers: [
            {
              customer: ALICE,
              match: 'withdrawal_order',
              order_no: 'WD10007',
              product: { id: '1', name: 'Demo' },
            },
          ],
        });
      return reply(0, { customers: [] });
    }
    if (pathname === PROFILE_REST.profile)
      return searchParams.get('customer_id') === ALICE.id ? reply(0, aliceProfile) : reply(1005);
    return reply(1004);
  }) as typeof fetch;
  return { fetchFn, calls };
}

const views = () => screen.getByRole('navigation', { name: 'Console views' });

describe('the Customers view', () => {
  it('finds a customer by an order number and opens their profile with the past sessions labelled', async () => {
    const fake = fakeSandbox();
    const user = await openConsoleAsAnn(fake.fetchFn);
    await user.click(within(views()).getByRole('button', { name: 'Customers' }));
    const search = screen.getByRole('search', { name: 'Find a customer' });
    await user.type(within(search).getByLabelText('Name, user id or order number'), 'WD10007');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Customers found' });
    const alice = within(results).getByRole('button', { name: 'Alice' });
    expect(alice).toHaveAccessibleDescription('User 10001 · Withdrawal order WD10007 in Demo');
    await user.click(alice);

    const profile = await screen.findByRole('region', { name: 'Profile of Alice' });
    const facts = within(profile)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual(['10001', 'ja-JP', 'Asia/Tokyo', 'Demo (product 1)']);
    const past = within(within(profile).getByRole('list', { name: 'Past sessions' })).getAllByRole('listitem');
    expect(past.map((item) => item.textContent)).toEqual([
      `${formatDateTime(STARTED, 'en-US')} · Ben · Demo (product 1)★★★★☆ Rated 4 of 5, solved“Quick and kind”`,
      `${formatDateTime(STARTED - 86_400_000, 'en-US')} · No agent joined · Demo (product 1)Not rated`,
    ]);
    expect(within(profile).getByText('WO00000003')).toBeInTheDocument();
    expect(within(profile).getByText('In review')).toBeInTheDocument();
    expect(within(profile).getByText('Please call me back')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.url.startsWith('/api/v1/agent/customers'))).toEqual([
      { url: `${PROFILE_REST.search}?q=WD10007`, token: 'tok-ann' },
      { url: `${PROFILE_REST.profile}?customer_id=10001`, token: 'tok-ann' },
    ]);
  });

  it('says when nobody matches, and keeps the results while the agent is back in the chats', async () => {
    const fake = fakeSandbox();
    const user = await openConsoleAsAnn(fake.fetchFn);
    await user.click(within(views()).getByRole('button', { name: 'Customers' }));
    await user.type(screen.getByLabelText('Name, user id or order number'), 'nobody{Enter}');
    expect(await screen.findByText('No customer of your company matches “nobody”.')).toBeInTheDocument();

    await user.click(within(views()).getByRole('button', { name: 'Chats' }));
    expect(screen.queryByText('No customer of your company matches “nobody”.')).not.toBeVisible();
    await user.click(within(views()).getByRole('button', { name: 'Customers' }));
    expect(screen.getByText('No customer of your company matches “nobody”.')).toBeVisible();
  });

  it('opens the profile of the customer in an open chat from their name', async () => {
    const fake = fakeSandbox();
    const user = await openConsoleAsAnn(fake.fetchFn);
    fromServer({ type: 'accepted', reception_id: 'r-1', history: [], context: aliceContext });
    const heading = screen.getByRole('heading', { name: 'Conversation with Alice' });
    await user.click(within(heading).getByRole('button', { name: 'Alice' }));
    expect(within(views()).getByRole('button', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'Profile of Alice' })).toBeVisible();
  });

  it('says a customer who is not the company’s was not found', async () => {
    const fake = fakeSandbox();
    const user = await openConsoleAsAnn(fake.fetchFn);
    fromServer({
      type: 'accepted',
      reception_id: 'r-2',
      history: [],
      context: { ...aliceContext, customer: { ...aliceContext.customer, id: '10003', nickname: 'Chloe' } },
    });
    await user.click(within(screen.getByRole('heading', { name: 'Conversation with Chloe' })).getByRole('button'));
    const profile = await screen.findByRole('region', { name: 'Customer 10003' });
    await waitFor(() => expect(within(profile).getByText('No customer of your company has this id.')).toBeVisible());
  });
});
