import { conversationIdOfMessage } from '../../../../src/protocol/conversationId';

const parties = (chat_type: number, sender_id: string, receiver_id: string, group_id = '') => ({
  chat_type,
  sender_id,
  receiver_id,
  group_id,
});

describe('conversationIdOfMessage', () => {
  // In this order: each case asks right after the one before, so a remembered answer never leaks.
  it.each([
    ['a single chat, sender first', parties(1, '10001', '20001'), 'si_10001_20001'],
    ['the same parties again', parties(1, '10001', '20001'), 'si_10001_20001'],
    ['the reply, receiver first', parties(1, '20001', '10001'), 'si_10001_20001'],
    ['another peer', parties(1, '20001', '30001'), 'si_20001_30001'],
    ['a group chat', parties(2, '20001', '', 'g1'), 'sg_g1'],
    ['another group, same sender', parties(2, '20001', '', 'g2'), 'sg_g2'],
    ['a single chat with a group id', parties(1, '20001', '', 'g2'), 'si__20001'],
  ])('%s', (_case, message, conversationId) => {
    expect(conversationIdOfMessage(message)).toBe(conversationId);
  });
});
