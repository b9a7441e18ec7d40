/** The console's transfer dialog and private notes (issue 31), against a mock agent socket. */
import { screen, within } from '@testing-library/react';
import { mockAgentServer, openConsoleAsAnn } from './consoleHarness';
import { aliceContext, ANN, waitingFrame, wireMessage } from './fixtures';

const { fromServer, sentOf } = mockAgentServer();
const BEN = '30002';

async function serveAlice() {
  const user = await openConsoleAsAnn();
  fromServer({ type: 'presence', status: 'online', max_chats: 2, serving: [] }, waitingFrame);
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  fromServer(
    { type: 'accepted', reception_id: 'r-1', history: [wireMessage()], context: aliceContext },
    { type: 'presence', status: 'online', max_chats: 2, serving: ['r-1'] },
  );
  await screen.findByRole('heading', { name: 'Conversation with Alice' });
  return user;
}

describe('transferring a chat', () => {
  it('asks who has room, sends the transfer with its note, and closes the chat once the server says so', async () => {
    const user = await serveAlice();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer the chat with Alice' });
    expect(sentOf('transfer_targets')).toEqual([{ type: 'transfer_targets', reception_id: 'r-1' }]);
    within(dialog).getByText('Looking for agents with room…');
    expect(within(dialog).getByRole('button', { name: 'Transfer' })).toBeDisabled();

    fromServer({
      type: 'transfer_targets',
      reception_id: 'r-1',
      agents: [{ id: BEN, nickname: 'Ben', load: 1, max_chats: 2 }],
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Ben (1 of 2 chats)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the next agent' }), 'Wants a refund');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(sentOf('transfer')).toEqual([
      { type: 'transfer', reception_id: 'r-1', to_agent_id: BEN, note: 'Wants a refund' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();

    fromServer({ type: 'transferred', reception_id: 'r-1', to: { id: BEN, nickname: 'Ben' } });
    await screen.findByText('Alice was transferred to Ben');
    expect(screen.queryByRole('heading', { name: 'Conversation with Alice' })).toBeNull();
  });

  it('offers the queue when nobody has room, and Cancel sends nothing', async () => {
    const user = await serveAlice();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    fromServer({ type: 'transfer_targets', reception_id: 'r-1', agents: [] });
    const dialog = screen.getByRole('dialog');
    within(dialog).getByText('No other agent is online with room right now.');
    await user.click(within(dialog).getByRole('radio', { name: 'Back to the queue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentOf('transfer')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Back to the queue' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    expect(sentOf('transfer')).toEqual([{ type: 'transfer', reception_id: 'r-1', to_agent_id: '', note: '' }]);
  });

  it('a chat that came by a transfer opens with who handed it on and their note', async () => {
    await openConsoleAsAnn();
    fromServer({
      type: 'accepted',
      reception_id: 'r-1',
      history: [],
      context: aliceContext,
      transfer: { from: { id: BEN, nickname: 'Ben' }, note: 'Asked twice about WD10006', at: 1_732_170_000_000 },
    });
    const notice = await screen.findByRole('note', { name: 'Transfer' });
    within(notice).getByText('Transferred to you by Ben');
    within(notice).getByText('Asked twice about WD10006');
  });
});

describe('private notes', () => {
  it('lists the conversation’s notes and sends a new one, shown once the server echoes it', async () => {
    const user = await openConsoleAsAnn();
    fromServer({
      type: 'accepted',
      reception_id: 'r-1',
      history: [],
      context: aliceContext,
      notes: [
        { id: '1', reception_id: 'r-0', author: { id: BEN, nickname: 'Ben' }, content: 'Prefers e-mail', at: 5 },
        {
          id: '2',
          reception_id: 'r-1',
          author: { id: BEN, nickname: 'Ben' },
          content: 'Over to you',
          at: 6,
          kind: 'transfer',
          to: { id: ANN, nickname: 'Ann' },
        },
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Private notes' });
    const list = within(panel).getByRole('list', { name: 'Notes' });
    within(list).getByText('Prefers e-mail');
    within(list).getByText(/Transferred to Ann/);

    const box = within(panel).getByRole('textbox', { name: 'Private note' });
    expect(within(panel).getByRole('button', { name: 'Add note' })).toBeDisabled();
    await user.type(box, 'Called back at 10:00');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(sentOf('note')).toEqual([{ type: 'note', reception_id: 'r-1', content: 'Called back at 10:00' }]);
    expect(box).toHaveValue('');

    fromServer({
      type: 'note',
      reception_id: 'r-1',
      note: {
        id: '3',
        reception_id: 'r-1',
        author: { id: ANN, nickname: 'Ann' },
        content: 'Called back at 10:00',
        at: 7,
      },
    });
    await within(list).findByText('Called back at 10:00');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('You')).toHaveLength(1);
  });
});
