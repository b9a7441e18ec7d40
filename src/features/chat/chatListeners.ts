import type { AppStartListening } from '../../app/listenerMiddleware';
import { frameReceived, socketOpened } from '../../realtime/socketActions';
import { aiConversationRequested, aiTypingExpired, humanContactRequested } from './chatActions';

/** How long "typing…" may show without an answer before it is taken down. */
export const AI_TYPING_TIMEOUT_MS = 20_000;

export function startChatListeners(startListening: AppStartListening): void {
  /** Every (re)open asks for the AI conversation: its reply carries the welcome and the seq range. */
  startListening({
    actionCreator: socketOpened,
    effect: (_action, api) => {
      api.dispatch(aiConversationRequested());
    },
  });

  startListening({
    predicate: (action, state, previous) => frameReceived.push_signal_msg.match(action) && state.chat.aiTyping && !previous.chat.aiTyping,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (await api.condition((_action, state) => !state.chat.aiTyping, AI_TYPING_TIMEOUT_MS)) return;
      api.dispatch(aiTypingExpired());
    },
  });

  /** Spec §4: the AI handed over, so a human contact request starts. */
  startListening({
    predicate: (_action, state, previous) => state.chat.aiEnded && !previous.chat.aiEnded,
    effect: (_action, api) => {
      const conversation = api.getState().chat.conversation;
      if (conversation) api.dispatch(humanContactRequested(conversation.conversation_id));
    },
  });
}
