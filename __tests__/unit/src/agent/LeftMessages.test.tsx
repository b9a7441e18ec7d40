import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeftMessage } from '../../../../src/agent/frames';
import { LeftMessages } from '../../../../src/agent/LeftMessages';
import { renderInConsole } from '../../../support/renderConsole';

const BOB = { id: '10002', nickname: 'Bob' };
const open: LeftMessage = { id: '7', customer: BOB, content: 'Call me back please', at: 1_732_160_000_000 };
const answered: LeftMessage = {
  id: '6',
  customer: { id: '10001', nickname: 'Alice' },
  content: 'Hello?',
  at: 1_732_150_000_000,
  answered: { by: { id: '30002', nickname: 'Ben' }, at: 1_732_155_000_000, content: 'Hi Alice, Ben here.' },
};

async function renderList(props: Partial<Parameters<typeof LeftMessages>[0]> = {}) {
  const onAnswer = jest.fn(() => true);
  const view = await renderInConsole(
    <LeftMessages messages={[open, answered]} online onAnswer={onAnswer} error={null} {...props} />,
  );
  return { onAnswer, view, region: screen.getByRole('region', { name: /^Left messages/ }) };
}

describe('the left messages', () => {
  it('answers one from its reply box and keeps the box, sending, until the server lists it answered', async () => {
    const user = userEvent.setup();
    const { onAnswer, view, region } = await renderList();
    expect(region).toHaveAccessibleName('Left messages (1)');
    await user.click(within(region).getByRole('button', { name: 'Reply to Bob' }));
    const box = within(region).getByRole('textbox', { name: 'Your reply to Bob' });
    const send = within(region).getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    await user.type(box, 'We sent it again.');
    await user.click(send);
    expect(onAnswer).toHaveBeenCalledWith('7', 'We sent it again.');
    expect(within(region).getByText('Sending…')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Send reply' })).toBeDisabled();

    // Refused (an error frame): it can be sent again, with its text.
    view.rerender(<LeftMessages messages={[open, answered]} online onAnswer={onAnswer} error="content is too long" />);
    expect(within(region).getByRole('button', { name: 'Send reply' })).toBeEnabled();
    expect(box).toHaveValue('We sent it again.');

    const nowAnswered: LeftMessage = {
      ...open,
      answered: { by: { id: '30001', nickname: 'Ann' }, at: 1_732_170_000_000, content: 'We sent it again.' },
    };
    view.rerender(<LeftMessages messages={[nowAnswered, answered]} online onAnswer={onAnswer} error={null} />);
    const after = screen.getByRole('region', { name: 'Left messages (0)' });
    expect(within(after).queryByRole('textbox')).toBeNull();
    expect(within(after).getByText(/Answered by Ann/)).toHaveTextContent('We sent it again.');
  });

  it('shows who answered one already, with no reply box', async () => {
    const { region } = await renderList();
    const card = within(region).getByText('Hello?').closest('li') as HTMLElement;
    expect(within(card).getByText(/Answered by Ben/)).toHaveTextContent('Hi Alice, Ben here.');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('sends nothing while offline, and offers no reply to a message without an id (an older sandbox)', async () => {
    const user = userEvent.setup();
    const { onAnswer, region } = await renderList({
      online: false,
      messages: [open, { ...open, id: '', content: 'Old' }],
    });
    expect(within(region).getAllByRole('button', { name: 'Reply to Bob' })).toHaveLength(1);
    await user.click(within(region).getByRole('button', { name: 'Reply to Bob' }));
    await user.type(within(region).getByRole('textbox', { name: 'Your reply to Bob' }), 'Hello');
    expect(within(region).getByRole('button', { name: 'Send reply' })).toBeDisabled();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
