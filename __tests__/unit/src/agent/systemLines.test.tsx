/**
 * The conversation's system lines in the console: an agent joining, a transfer and a return to the queue
 * are worded in the agent's language with the agent's name as sent; any other line shows as written.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createConsoleI18n } from '../../../../src/agent/i18n/consoleI18n';
import { MessageItem } from '../../../../src/agent/MessageItem';
import type { ConversationEntry } from '../../../../src/agent/entries';
import { CONTENT_TYPE } from '../../../../src/protocol/codes';

const systemEntry = (content: object): ConversationEntry => ({
  key: 'm1',
  clientMsgId: 'c1',
  seq: 1,
  senderId: '30001',
  contentType: CONTENT_TYPE.groupSystem,
  content: JSON.stringify(content),
  sentAt: 0,
  pending: false,
  receptionId: 'r1',
});

async function renderLine(tag: 'en-US' | 'ja-JP', content: object) {
  const { instance, ready } = createConsoleI18n(tag);
  await ready;
  render(
    <I18nextProvider i18n={instance}>
      <ul>
        <MessageItem entry={systemEntry(content)} sender="Ann" mine={false} />
      </ul>
    </I18nextProvider>,
  );
  return screen.getByRole('listitem').textContent;
}

describe('system lines in the console', () => {
  it.each([
    ['en-US', { text: 'Ann joined the chat', notice: 'agent_joined', agent: 'Ann <b>' }, 'Ann <b> joined the chat'],
    ['ja-JP', { text: 'Ann joined the chat', notice: 'agent_joined', agent: 'Ann' }, 'Ann がチャットに参加しました'],
    [
      'ja-JP',
      { text: 'You are now talking to Ben', notice: 'agent_changed', agent: 'Ben' },
      'お客様の対応は Ben に替わりました',
    ],
    ['ja-JP', { text: 'You are back in the queue', notice: 'back_in_queue' }, 'お客様は順番待ちに戻りました'],
    ['ja-JP', { text: 'Something newer', notice: 'agent_left', agent: 'Ben' }, 'Something newer'],
  ] as const)('in %s: %j shows as %j', async (tag, content, expected) => {
    expect(await renderLine(tag, content)).toBe(expected);
  });
});
