import type { PendingMessage } from '../../../src/features/chat/chatMessage';
import { deliveryStatusOf } from '../../../src/features/chat/chatMessage';
import { ANSWER_WAIT_MS, mustWaitTurn, questionInTurn, type QuestionTurnState } from '../../../src/features/chat/questionTurns';
import type { WireMessage } from '../../../src/protocol/entities';

const NOW = 1_000_000;
const wire = (id: string, sender: string, contentType: number, chatType: 1 | 2 = 1): WireMessage => ({
  client_msg_id: id, seq: 1, sender_id: sender, receiver_id: '', group_id: '', chat_type: chatType, content_type: contentType, content: '{}', sender_platform_id: 1, send_time: 0,
});
const echo = (id: string, extra: Partial<PendingMessage> = {}): PendingMessage => ({ ...wire(id, 'me', 203), seq: 0, status: 'sending', sentAt: NOW, resent: false, ...extra });
const question = wire('q', 'me', 203);
const answer = wire('a', 'ai', 205);
const turns = (pending: PendingMessage[], lastStored: WireMessage | undefined, questionSentAt = NOW - 100): QuestionTurnState => ({ pending, lastStored, selfId: 'me', questionSentAt });

describe('one AI question at a time', () => {
  it.each([
    ['nothing pending, the last question answered', turns([], answer), false],
    ['an empty conversation', turns([], undefined), false],
    ['an earlier question on its way', turns([echo('1')], answer), true],
    ['an earlier question waiting its turn', turns([echo('1', { queued: true })], answer), true],
    ['an earlier question failed', turns([echo('1', { status: 'failed' })], answer), false],
    ['an image on its way (no answer comes)', turns([{ ...echo('1'), content_type: 102 }], answer), false],
    ['a message to the agent on its way', turns([{ ...echo('1'), chat_type: 2, content_type: 101 }], answer), false],
    ['the last question unanswered', turns([], question), true],
    ['the last question unanswered for too long', turns([], question, NOW - ANSWER_WAIT_MS), false],
    ['the agent’s message last', turns([], wire('g', 'agent', 101, 2)), false],
  ])('a new question waits: %s → %s', (_case, state, waits) => {
    expect(mustWaitTurn(state, NOW)).toBe(waits);
  });

  it.each([
    ['the first queued one, nothing before it', turns([echo('1', { queued: true }), echo('2', { queued: true })], answer), '1'],
    ['none while an earlier one is on its way', turns([echo('1'), echo('2', { queued: true })], answer), undefined],
    ['the one after a failed question', turns([echo('1', { status: 'failed' }), echo('2', { queued: true })], answer), '2'],
    ['none while the last question is unanswered', turns([echo('2', { queued: true })], question), undefined],
    ['the next once waiting has lasted too long', turns([echo('2', { queued: true })], question, NOW - ANSWER_WAIT_MS), '2'],
    ['none when nothing is queued', turns([echo('1')], answer), undefined],
  ])('the question whose turn it is: %s', (_case, state, expected) => {
    expect(questionInTurn(state, NOW)?.client_msg_id).toBe(expected);
  });
});

describe('delivery status', () => {
  it.each([
    ['an echo on its way', echo('1'), 10, 'sending'],
    ['a failed echo', echo('1', { status: 'failed' }), 10, 'failed'],
    ['stored, not read yet', { ...question, seq: 5 }, 4, 'sent'],
    ['stored and read', { ...question, seq: 5 }, 5, 'read'],
  ] as const)('%s is %s', (_case, message, readUpTo, status) => {
    expect(deliveryStatusOf(message, readUpTo)).toBe(status);
  });
});
