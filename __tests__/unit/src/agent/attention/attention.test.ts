import {
  ATTENTION_STORAGE_KEY,
  attentionSeen,
  DEFAULT_ATTENTION,
  loadAttention,
  newAttentionEvents,
  titleWithCount,
  type AttentionSources,
} from '../../../../../src/agent/attention/attention';
import { attentionSources } from '../../../../../src/agent/attention/useConsoleAttention';
import { newSession } from '../../../../../src/agent/sessions';
import { tabLabel } from '../../../../../src/agent/SessionTabs';
import type { WaitingReception } from '../../../../../src/agent/frames';
import { consoleT } from '../../../../support/consoleTexts';
import { ALICE, ANN, waitingFrame, wireMessage } from '../fixtures';

describe('titleWithCount', () => {
  it.each([
    [0, 'Agent console'],
    [1, '(1) Agent console'],
    [12, '(12) Agent console'],
  ])('%i: %s', (count, expected) => {
    expect(titleWithCount(count, 'Agent console')).toBe(expected);
  });
});

describe('loadAttention', () => {
  const storageWith = (value: string | null) => ({
    getItem: (key: string) => (key === ATTENTION_STORAGE_KEY ? value : null),
  });
  it.each([
    ['nothing saved', null, DEFAULT_ATTENTION],
    ['not JSON', '{', DEFAULT_ATTENTION],
    ['not an object', '3', DEFAULT_ATTENTION],
    [
      'all saved',
      '{"sound":false,"titleCount":false,"notifications":true}',
      { sound: false, titleCount: false, notifications: true },
    ],
    ['one saved, one of a wrong type', '{"sound":false,"titleCount":"no"}', { ...DEFAULT_ATTENTION, sound: false }],
  ])('%s', (_, saved, expected) => {
    expect(loadAttention(storageWith(saved))).toEqual(expected);
  });
});

describe('newAttentionEvents', () => {
  const sources = (
    offered: [string, string][],
    messages: [string, string][],
    chats: string[] = ['r-1'],
  ): AttentionSources => ({
    offered: new Map(offered),
    messages: new Map(messages.map(([key, receptionId]) => [key, { receptionId, customer: 'Alice' }])),
    chats: new Set(chats),
  });
  it.each([
    ['nothing new', sources([], [['s-1', 'r-1']]), sources([], [['s-1', 'r-1']]), []],
    ['a new offer', sources([], []), sources([['r-2', 'Bob']], []), [{ kind: 'offered', customer: 'Bob' }]],
    ['an offer made before', sources([['r-2', 'Bob']], []), sources([['r-2', 'Bob']], []), []],
    [
      'two new messages in a chat held before',
      sources([], [['s-1', 'r-1']]),
      sources(
        [],
        [
          ['s-1', 'r-1'],
          ['s-2', 'r-1'],
          ['s-3', 'r-1'],
        ],
      ),
      [
        { kind: 'message', customer: 'Alice' },
        { kind: 'message', customer: 'Alice' },
      ],
    ],
    ['the history of a chat just accepted', sources([], [], []), sources([], [['s-1', 'r-2']], ['r-2']), []],
  ])('%s', (_, before, now, expected) => {
    expect(newAttentionEvents(attentionSeen(before), now)).toEqual(expected);
  });
});

describe('attentionSources', () => {
  it('takes offers to this agent only and the messages of others in the chats served', () => {
    const toOther: WaitingReception = {
      ...(waitingFrame.receptions[0] as WaitingReception),
      reception_id: 'r-9',
      offered_to: { id: '30002', nickname: 'Ben' },
    };
    const session = newSession({
      receptionId: 'r-1',
      customer: ALICE,
      context: null,
      history: [wireMessage(), wireMessage({ server_msg_id: 's-2', seq: 2, sender_id: ANN })],
    });
    const sources = attentionSources(
      { agentId: ANN, waiting: [waitingFrame.receptions[0] as WaitingReception, toOther], sessions: [session] },
      consoleT(),
    );
    expect([...sources.offered]).toEqual([['r-1', 'Alice']]);
    expect([...sources.messages]).toEqual([['s-1', { receptionId: 'r-1', customer: 'Alice' }]]);
    expect([...sources.chats]).toEqual(['r-1']);
  });
});

describe('tabLabel', () => {
  it.each([
    [false, false, 'Bob'],
    [true, false, 'Bob, typing…'],
    [false, true, 'Bob, new message'],
    [true, true, 'Bob, typing…, new message'],
  ])('typing %s, unread %s: %s', (typing, unread, expected) => {
    expect(tabLabel('Bob', typing, unread, consoleT())).toBe(expected);
  });
});
