import { combineReducers, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { chatReducer } from '../../../../../../src/features/chat/state/chatSlice';
import { messagesReducer } from '../../../../../../src/features/chat/state/messagesSlice';
import { humanContactRequested } from '../../../../../../src/features/chat/reception/receptionActions';
import { receptionReducer } from '../../../../../../src/features/chat/reception/receptionSlice';
import { mediaShared } from '../../../../../../src/features/chat/state/mediaSending';
import { askAi, textSent } from '../../../../../../src/features/chat/state/sending';
import { connectionReducer } from '../../../../../../src/realtime/connectionSlice';
import { initialSessionState, sessionReducer } from '../../../../../../src/session/sessionSlice';
import { frameReceived } from '../../../../../../src/realtime/socketActions';
import { QUIET_STATE_CHECKS } from '../../../../../support/storeOptions';

const conversation = {
  conversation_id: 'si_10001_20001',
  opposite_id: '20001',
  chat_type: 1 as const,
  group_id: '',
  max_seq: 0,
  min_seq: 0,
};
const opened = frameReceived.init_ai_customer_conversation({
  identify: 'init_ai_customer_conversation',
  msg_incr: 'i',
  data: { conversation, welcome: { text: 'Hi', questions: [] } },
});
const serving = frameReceived.seat_reception_status({
  identify: 'seat_reception_status',
  msg_incr: 's',
  data: { reception: { id: 'r1', phase: 3, problem_finished: 0 } },
});
const groupKnown = frameReceived.push_msg({
  identify: 'push_msg',
  msg_incr: 'g',
  data: {
    client_msg_id: 'g1',
    seq: 1,
    sender_id: '30001',
    receiver_id: '',
    group_id: 'cg_1_10001',
    chat_type: 2,
    content_type: 201,
    content: '{"text":"Ann joined"}',
    sender_platform_id: 1,
    send_time: 1,
  },
});

/** A store with the chat's state and one that notes every plain action dispatched into it. */
function chatStore(...before: UnknownAction[]) {
  const seen: UnknownAction[] = [];
  const noting: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: combineReducers({
      session: sessionReducer,
      connection: connectionReducer,
      chat: chatReducer,
      messages: messagesReducer,
      reception: receptionReducer,
    }),
    preloadedState: { session: { ...initialSessionState, userId: '10001' } },
    middleware: (defaults) => defaults(QUIET_STATE_CHECKS).concat(noting),
  });
  for (const action of before) store.dispatch(action);
  seen.length = 0;
  return { store, seen };
}

const contentOf = (action: UnknownAction) =>
  JSON.parse((action.payload as { content: string }).content) as Record<string, unknown>;

describe('askAi: the one way to ask the AI (welcome, suggestions, start over, composer, withdrawal picker)', () => {
  it('asks from the signed-in customer to the AI of the conversation, at the current stage', () => {
    const { store, seen } = chatStore(opened);
    store.dispatch(askAi({ query: 'Where is my deposit?' }));
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'chat/aiQuestionSubmitted',
        payload: expect.objectContaining({ sender_id: '10001', receiver_id: '20001', content_type: 203 }),
      }),
    ]);
    expect(contentOf(seen[0])).toMatchObject({ query: 'Where is my deposit?', msg_stage: 2 });
  });

  it('carries what was tapped or picked, and msg_stage 1 once the AI handed over (spec §4)', () => {
    const { store, seen } = chatStore(opened, serving);
    store.dispatch(
      askAi({
        query: '',
        withdrawOrderIds: ['5006', '5007'],
        resetQuestionType: 21,
        question: { id: 'q1', title: 'Top-up', question_type: 22 },
      }),
    );
    expect(contentOf(seen[0])).toMatchObject({
      withdraw_order_ids: ['5006', '5007'],
      reset_question_type: 21,
      select_question_type: 22,
      msg_stage: 1,
    });
  });

  it('asks nothing before the AI conversation is known', () => {
    const { store, seen } = chatStore();
    store.dispatch(askAi({ query: 'Hello?' }));
    expect(seen).toEqual([]);
  });
});

describe('where the customer’s own messages go', () => {
  it('typed text asks the AI outside the human stage', () => {
    const { store, seen } = chatStore(opened, groupKnown);
    store.dispatch(textSent('Hello'));
    expect(seen.map((action) => action.type)).toEqual(['chat/aiQuestionSubmitted']);
  });

  it('typed text goes to the support group during the human stage', () => {
    const { store, seen } = chatStore(opened, groupKnown, humanContactRequested(conversation.conversation_id), serving);
    store.dispatch(textSent('My deposit is missing'));
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'chat/groupMessageSubmitted',
        payload: expect.objectContaining({ group_id: 'cg_1_10001', content: 'My deposit is missing' }),
      }),
    ]);
  });

  it('an uploaded image follows the text: the AI conversation, then the group during the human stage', () => {
    const image = { url: 'https://storage.test/a.png', width: 4, height: 3 };
    const before = chatStore(opened, groupKnown);
    before.store.dispatch(mediaShared(image));
    expect(before.seen[0].payload).toMatchObject({ receiver_id: '20001', group_id: '', content_type: 102 });
    const during = chatStore(opened, groupKnown, serving);
    during.store.dispatch(mediaShared(image));
    expect(during.seen[0].payload).toMatchObject({ receiver_id: '', group_id: 'cg_1_10001', content_type: 102 });
  });
});
