/** Join and transfer notices (issue 31) are worded by the client in the customer's language; other system lines as sent. */
import i18next, { type TFunction } from 'i18next';
import { systemLineText } from '../../../../../src/lib/i18n/systemLine';
import { CONTENT_TYPE } from '../../../../../src/protocol/codes';
import { messageView, type MessageContent } from '../../../../../src/protocol/messageContent';
import { LOCALE_TAGS } from '../../../../../src/protocol/locales';
import { localeTexts } from '../../../../support/localeTexts';

async function translatorFor(tag: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: tag,
    resources: { [tag]: { translation: localeTexts(tag) } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

function systemView(content: unknown): Extract<MessageContent, { kind: 'system' }> {
  const view = messageView({ content_type: CONTENT_TYPE.groupSystem, content: JSON.stringify(content) });
  if (view.kind !== 'system') throw new Error(`not a system line: ${JSON.stringify(view)}`);
  return view;
}

const TRANSFERRED = { text: 'You are now talking to Ben', notice: 'agent_changed', agent: 'Ben <b>' };
const JOINED = { text: 'Ann joined the chat', notice: 'agent_joined', agent: 'Ann' };
const REQUEUED = { text: 'You are back in the queue', notice: 'back_in_queue' };

describe('systemLineText', () => {
  it.each([
    ['a transfer notice', TRANSFERRED, 'You are now talking to Ben <b>'],
    ['back in the queue', REQUEUED, 'You are back in the queue: the next available agent will be with you shortly.'],
    ['an agent joining', JOINED, 'Ann joined the chat'],
    ['a plain system line', { text: 'Ann left a note' }, 'Ann left a note'],
    ['a join notice without its agent', { text: 'An agent joined', notice: 'agent_joined' }, 'An agent joined'],
    ['an unknown notice', { text: 'Something newer', notice: 'agent_left', agent: 'Ben' }, 'Something newer'],
    [
      'a transfer notice without its agent',
      { text: 'You are now talking to us', notice: 'agent_changed' },
      'You are now talking to us',
    ],
  ])('in en-US: %s', async (_name, content, expected) => {
    expect(systemLineText(systemView(content), await translatorFor('en-US'))).toBe(expected);
  });

  it.each(Object.values(LOCALE_TAGS))('%s words the notices itself, with the agent’s name', async (tag) => {
    const t = await translatorFor(tag);
    const transferred = systemLineText(systemView(TRANSFERRED), t);
    expect(transferred).toContain('Ben <b>');
    const joined = systemLineText(systemView(JOINED), t);
    expect(joined).toContain('Ann');
    expect(joined).not.toContain('chat.');
    const requeued = systemLineText(systemView(REQUEUED), t);
    expect(requeued).not.toBe('');
    if (tag !== 'en-US' && tag !== 'en-NG') {
      expect(transferred).not.toBe(systemLineText(systemView(TRANSFERRED), await translatorFor('en-US')));
      expect(requeued).not.toContain('queue');
      expect(joined).not.toBe('Ann joined the chat');
    }
  });
});
