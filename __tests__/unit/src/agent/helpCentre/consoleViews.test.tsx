import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentApp } from '../../../../../src/agent/AgentApp';
import { createSocket, mockAgentServer } from '../consoleHarness';
import { ANN, waitingFrame, wireMessage } from '../fixtures';
import { fakeHelpCentre } from './fakeHelpCentre';

const { fromServer, sentOf } = mockAgentServer();

async function openConsoleWithHelpCentre() {
  window.sessionStorage.setItem(
    'agent-console.sign-in',
    JSON.stringify({ agent_id: ANN, nickname: 'Ann', token: 'tok-ann', expires_at: Date.now() + 600_000 }),
  );
  const fake = fakeHelpCentre();
  const user = userEvent.setup();
  render(<AgentApp createSocket={createSocket} fetchFn={fake.fetchFn} />);
  await screen.findByText(/^Online as Ann/);
  return { user, fake };
}

describe('the console’s views', () => {
  it('opens the help centre from the header and comes back to the chats, keeping an edit in progress', async () => {
    const { user, fake } = await openConsoleWithHelpCentre();
    fromServer(waitingFrame);
    const views = screen.getByRole('navigation', { name: 'Console views' });
    expect(within(views).getByRole('button', { name: 'Chats' })).toHaveAttribute('aria-current', 'page');
    // Nothing is asked of the help centre before it is opened.
    expect(fake.calls.filter((call) => call.path.startsWith('/api/v1/agent/help-centre'))).toEqual([]);

    await user.click(within(views).getByRole('button', { name: 'Help centre' }));
    expect(within(views).getByRole('button', { name: 'Help centre' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Help centre', level: 2 })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Waiting customers/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Why is my account locked?' }));
    await user.type(await screen.findByLabelText('Title'), ' (edited)');
    expect(fake.calls.every((call) => call.token === 'tok-ann')).toBe(true);

    await user.click(within(views).getByRole('button', { name: 'Chats' }));
    expect(screen.getByRole('region', { name: 'Waiting customers (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Help centre', level: 2 })).toBeNull();

    await user.click(within(views).getByRole('button', { name: 'Help centre' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Why is my account locked? (edited)');
  });

  it('reports nothing as seen while the help centre is shown, and the chat on screen once back', async () => {
    const { user } = await openConsoleWithHelpCentre();
    fromServer(waitingFrame, { type: 'accepted', reception_id: 'r-1', history: [wireMessage()] });
    const seen = { type: 'seen', reception_id: 'r-1' };
    await waitFor(() => expect(sentOf('seen')).toEqual([seen]));

    const views = screen.getByRole('navigation', { name: 'Console views' });
    await user.click(within(views).getByRole('button', { name: 'Help centre' }));
    fromServer({
      type: 'message',
      reception_id: 'r-1',
      message: wireMessage({ server_msg_id: 's-2', seq: 2, client_msg_id: 'c-2', content: 'Still there?' }),
    });
    // Time for a report to arrive, were one sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sentOf('seen')).toEqual([seen]);

    await user.click(within(views).getByRole('button', { name: 'Chats' }));
    await waitFor(() => expect(sentOf('seen')).toEqual([seen, seen]));
  });
});
