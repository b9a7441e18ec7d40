/**
 * A conversation opened in the console (issue 31, point 4): its sessions are separated and labelled with
 * their date, agent and rating; everyone is named (an agent by nickname, never "User 30002"); the rating
 * card shows its score and comment; and the log opens at the latest message and stays there while images
 * above it load.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { formatDateTime } from '../../../../../src/agent/formatTime';
import type { PastSession } from '../../../../../src/protocol/customerProfiles';
import { mockAgentServer, openConsoleAsAnn } from '../consoleHarness';
import { aliceContext, ALICE, ANN, wireMessage } from '../fixtures';

const { fromServer } = mockAgentServer();

const BEN = '30002';
const EARLIER = 1_732_000_000_000;
const NOW = 1_732_170_000_000;

const sessions: PastSession[] = [
  {
    reception_id: 'r-1',
    product: { id: '1', name: 'Demo' },
    phase: 3,
    started_at: NOW,
    accepted_at: NOW + 1_000,
    agent: { id: ANN, nickname: 'Ann' },
    locale: 'en-US',
    time_zone: 'UTC',
  },
  {
    reception_id: 'r-old',
    product: { id: '1', name: 'Demo' },
    phase: 4,
    started_at: EARLIER,
    accepted_at: EARLIER + 1_000,
    ended_at: EARLIER + 60_000,
    agent: { id: BEN, nickname: 'Ben' },
    rating: { score: 4, comment: 'Quick and kind', problem_finished: true },
    locale: 'en-US',
    time_zone: 'UTC',
  },
];

const members = [
  { id: ALICE.id, nickname: 'Alice' },
  { id: '20001', nickname: 'AI Assistant' },
  { id: BEN, nickname: 'Ben' },
  { id: ANN, nickname: 'Ann' },
];

const message = (seq: number, receptionId: string, senderId: string, contentType: number, content: string) =>
  wireMessage({
    server_msg_id: `s-${seq}`,
    client_msg_id: `c-${seq}`,
    seq,
    reception_id: receptionId,
    sender_id: senderId,
    content_type: contentType,
    content,
    send_time: (receptionId === 'r-old' ? EARLIER : NOW) + seq,
  });

const history = [
  message(1, 'r-old', ALICE.id, 101, 'My deposit is missing'),
  message(2, 'r-old', BEN, 101, 'Ben here, it is on its way'),
  message(3, 'r-old', BEN, 202, JSON.stringify({ reception_id: 'r-old' })),
  message(4, 'r-1', ALICE.id, 101, 'Hello again'),
  message(5, 'r-1', ALICE.id, 102, JSON.stringify({ url: 'https://files.test/receipt.png', width: 1, height: 1 })),
];

const accepted = { type: 'accepted', reception_id: 'r-1', history, context: { ...aliceContext, sessions, members } };

async function openAlicesChat() {
  const user = await openConsoleAsAnn();
  fromServer(accepted);
  return { user, log: screen.getByRole('log') };
}

describe('the sessions of a conversation', () => {
  it('separates the sessions under headings with their date, agent and rating', async () => {
    const { log } = await openAlicesChat();
    expect(
      within(log)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      `Session of ${formatDateTime(EARLIER, 'en-US')} · Ben · Rated 4 of 5, solved`,
      `This session · since ${formatDateTime(NOW, 'en-US')}`,
    ]);
    const [past, current] = log.querySelectorAll('.agent-session');
    expect(
      within(past as HTMLElement).getByText('“Quick and kind”', { selector: '.agent-session__comment' }),
    ).toBeVisible();
    expect(within(past as HTMLElement).getByText('Ben here, it is on its way')).toBeInTheDocument();
    expect(within(current as HTMLElement).getByText('Hello again')).toBeInTheDocument();
    expect(within(current as HTMLElement).queryByText('Ben here, it is on its way')).toBeNull();
  });

  it('names each sender: the other agent by nickname, never by id', async () => {
    const { log } = await openAlicesChat();
    const senders = [...log.querySelectorAll('.agent-message__sender')].map((sender) => sender.textContent);
    expect(senders).toEqual(['Alice', 'Ben', 'Ben', 'Alice', 'Alice']);
    expect(within(log).queryByText(/User \d+/)).toBeNull();
  });

  it('renders the rating card with its score and comment', async () => {
    const { log } = await openAlicesChat();
    expect(within(log).queryByText('[unsupported message]')).toBeNull();
    const card = log.querySelector('.agent-rating') as HTMLElement;
    expect(card).toHaveTextContent('Rating card · ★★★★☆ Rated 4 of 5, solved');
    expect(within(card).getByText('“Quick and kind”')).toBeInTheDocument();
  });

  it('says a rating card is not rated yet when the context has no rating for it', async () => {
    await openConsoleAsAnn();
    fromServer({ ...accepted, context: { ...aliceContext, members } });
    expect(screen.getByRole('log').querySelector('.agent-rating')).toHaveTextContent('Rating card · not rated yet');
  });

  it('labels the whole history "Earlier session" when the context lists no sessions (an older sandbox)', async () => {
    await openConsoleAsAnn();
    fromServer({ type: 'accepted', reception_id: 'r-1', history, context: aliceContext });
    expect(
      within(screen.getByRole('log'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      `Earlier session · ${formatDateTime(EARLIER + 1, 'en-US')}`,
      `This session · since ${formatDateTime(NOW + 4, 'en-US')}`,
    ]);
  });
});

describe('the log’s scroll position', () => {
  let height = 1_000;
  const descriptors = {
    scrollHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeEach(() => {
    height = 1_000;
    // jsdom lays nothing out: the log is 200 px high and holds `height` px of lines.
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('agent-log') ? height : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('agent-log') ? 200 : 0;
      },
    });
  });
  afterEach(() => {
    for (const [name, descriptor] of Object.entries(descriptors))
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });

  it('opens at the latest message, not the oldest', async () => {
    const { log } = await openAlicesChat();
    expect(log.scrollTop).toBe(1_000);
  });

  it('stays at the latest when an image grows the log before the scroll event of its first placing arrives', async () => {
    const { log } = await openAlicesChat();
    height = 1_400;
    fireEvent.scroll(log);
    fireEvent.load(within(log).getByRole('img'));
    expect(log.scrollTop).toBe(1_400);
  });

  it('leaves an agent who scrolled up to read where they are while an image loads', async () => {
    const { log } = await openAlicesChat();
    log.scrollTop = 100;
    fireEvent.scroll(log);
    height = 1_400;
    fireEvent.load(within(log).getByRole('img'));
    expect(log.scrollTop).toBe(100);
  });
});
