import type { AppStartListening } from '../../app/listenerMiddleware';
import { socketOpened } from '../../realtime/socketActions';
import { aiConversationRequested } from './chatActions';

export function startChatListeners(startListening: AppStartListening): void {
  /** Every (re)open asks for the AI conversation: its reply carries the welcome and the seq range. */
  startListening({
    actionCreator: socketOpened,
    effect: (_action, api) => {
      api.dispatch(aiConversationRequested());
    },
  });
}
