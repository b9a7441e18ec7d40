import i18next, { type TFunction } from 'i18next';
import { localeTexts } from '../../../../support/localeTexts';
import { lastMessagePreview } from '../../../../../src/features/conversations/lastMessagePreview';
import { CHAT_TYPE, CONTENT_TYPE } from '../../../../../src/protocol/codes';
import type { WireMessage } from '../../../../../src/protocol/entities';

const enUS = localeTexts('en-US');

let t: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en-US',
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
  });
  t = instance.t;
});

const message = (content_type: number, content: string, sender_id = '20001'): WireMessage => ({
  client_msg_id: 'c',
  seq: 1,
  sender_id,
  receiver_id: '10001',
  group_id: '',
  chat_type: CHAT_TYPE.single,
  content_type,
  content,
  sender_platform_id: 1,
  send_time: 0,
});

describe('lastMessagePreview', () => {
  it.each([
    ['101 text', message(CONTENT_TYPE.text, 'Hello\nthere'), 'Hello there'],
    [
      '205 AI reply: its data.text',
      message(CONTENT_TYPE.aiReply, JSON.stringify({ reply_code: 'ANSWER', data: { text: 'Sure!' } })),
      'Sure!',
    ],
    [
      '205 without text',
      message(CONTENT_TYPE.aiReply, JSON.stringify({ reply_code: 'CONTACT_HUMAN', data: {} })),
      '[Assistant reply]',
    ],
    ['205 that is not JSON', message(CONTENT_TYPE.aiReply, '{oops'), '[Assistant reply]'],
    ['102 image', message(CONTENT_TYPE.image, '{"url":"https://x"}'), '[Photo]'],
    [
      '103 work order',
      message(
        CONTENT_TYPE.workOrder,
        JSON.stringify({ id: '1', order_no: 'WO-7', kind: 1, type: 7, status: 'submitted' }),
      ),
      'Work order WO-7',
    ],
    ['103 unreadable', message(CONTENT_TYPE.workOrder, 'x'), '[Work order]'],
    ['201 system text', message(CONTENT_TYPE.groupSystem, '{"text":"Ann joined the chat"}'), 'Ann joined the chat'],
    [
      '201 transfer notice, worded by the client',
      message(CONTENT_TYPE.groupSystem, '{"text":"Now Ben","notice":"agent_changed","agent":"Ben"}'),
      'You are now talking to Ben',
    ],
    ['202 evaluation card', message(CONTENT_TYPE.evaluationCard, '{"reception_id":"1"}'), 'Rate your conversation'],
    [
      '203 own AI query',
      message(
        CONTENT_TYPE.aiQuery,
        JSON.stringify({ time_zone: 'UTC', query: 'withdraw', images: [], withdraw_order_ids: [] }),
        '10001',
      ),
      'You: withdraw',
    ],
    ['104 reserved', message(CONTENT_TYPE.reserved104, ''), '[Message]'],
    ['none', undefined, 'No messages yet'],
  ])('%s', (_name, last, expected) => {
    expect(lastMessagePreview(last, '10001', t)).toBe(expected);
  });
});
