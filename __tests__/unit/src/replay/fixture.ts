import { rootReducer } from '../../../../src/app/rootReducer';
import { aiQuestionSubmitted } from '../../../../src/features/chat/state/chatActions';
import {
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type Recording,
  type RecordingEntry,
} from '../../../../src/recorder/recordingFormat';

export const WELCOME = 'Hi! I am the support assistant.';
export const QUESTION = 'Where is my deposit?';
export const ANSWER = 'Deposits arrive within 5 minutes.';

const conversation = {
  conversation_id: 'si_10001_20001',
  opposite_id: '20001',
  chat_type: 1,
  group_id: '',
  max_seq: 0,
  min_seq: 0,
};

/** A small recording of a chat: welcome, a question, the AI's answer (the entries a real one holds). */
export function chatRecording(): Recording {
  const base = rootReducer(undefined, { type: '@@init' });
  const initialState = {
    ...base,
    session: {
      ...base.session,
      appKey: 'demo',
      productId: '1',
      companyId: '100',
      userId: '10001',
      token: '[redacted]',
      identity: 'signedIn' as const,
    },
    connection: { ...base.connection, status: 'open' as const },
  };
  const question = aiQuestionSubmitted({ senderId: '10001', aiUserId: '20001', query: QUESTION });
  const initFrame = {
    identify: 'init_ai_customer_conversation',
    msg_incr: 'i1',
    err_code: 0,
    data: {
      conversation,
      welcome: { text: WELCOME, questions: [{ id: 'q1', title: 'How do I top up?', question_type: 0 }] },
    },
  };
  const answerFrame = {
    identify: 'push_msg',
    msg_incr: 'p1',
    data: {
      client_msg_id: 'ai-1',
      seq: 2,
      sender_id: '20001',
      receiver_id: '10001',
      chat_type: 1,
      content_type: 205,
      content: JSON.stringify({ reply_code: 'ANSWER', data: { text: ANSWER } }),
    },
  };
  const entries: RecordingEntry[] = [
    { t: 0, kind: 'socket', event: 'open', url: 'ws://127.0.0.1/ws?token=[redacted]' },
    { t: 12.5, kind: 'frameIn', raw: JSON.stringify(initFrame) },
    { t: 13, kind: 'action', action: { type: 'socket/init_ai_customer_conversation', payload: initFrame } },
    { t: 1500, kind: 'action', action: JSON.parse(JSON.stringify(question)) },
    { t: 1501, kind: 'frameOut', raw: JSON.stringify(question.meta.frame) },
    { t: 1600, kind: 'restRequest', id: 1, method: 'GET', url: '/api/v1/user/info' },
    { t: 1650, kind: 'restResponse', id: 1, status: 200, body: { code: 0 } },
    { t: 2400, kind: 'frameIn', raw: JSON.stringify(answerFrame) },
    { t: 2401, kind: 'action', action: { type: 'socket/push_msg', payload: answerFrame } },
  ];
  return {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    clientVersion: 'test',
    startedAt: Date.UTC(2025, 0, 2, 3, 4, 5),
    meta: { locale: 'US', appKey: 'demo', userAgent: 'jest', droppedEntries: 0 },
    initialState,
    entries,
    finalState: null,
  };
}

/** Entry indexes of the fixture's interesting steps. */
export const STEP = { beforeWelcome: 1, welcome: 2, question: 3, beforeAnswer: 7, answer: 8 } as const;
