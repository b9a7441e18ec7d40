import { addListener, createAction, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { AppThunkDispatch } from '../../../lib/store/hooks';
import type { ListenerExtra } from '../../../lib/store/listeners';
import { CONTENT_TYPE } from '../../../protocol/codes';
import { TYPING_REPEAT_MS, TYPING_SHOWN_MS } from '../../../protocol/typing';
import { frameIntent } from '../../../realtime/frameIntent';
import { frameReceived, socketClosed } from '../../../realtime/socketActions';
import { agentTypingNoticed, draftEdited, typingOver } from '../state/chatActions';
import type { ChatListenerState } from '../listeners/chatListeners';
import { selectAgentServing, selectHumanStageOpen } from './receptionSelectors';

/** The customer is typing to the agent serving them: the agent is told (our `typing` frame). Here, not in receptionActions.ts, so that it loads with its only user. */
export const typingAnnounced = createAction('reception/typingAnnounced', (groupId: string) => ({
  payload: { groupId },
  meta: frameIntent('typing', { group_id: groupId }),
}));

const addTypingListener = addListener.withTypes<ChatListenerState, AppThunkDispatch, ListenerExtra>();

/** A 311 about the customer's own support group. */
function isAgentTypingSignal(action: UnknownAction, state: ChatListenerState): boolean {
  if (!frameReceived.push_signal_msg.match(action)) return false;
  const signal = action.payload.data;
  return signal.content_type === CONTENT_TYPE.agentTyping && signal.group_id === state.chat.supportGroupId;
}

/** A message in the support group from someone other than the customer: the agent's, which ends their typing. */
function isAgentMessage(action: UnknownAction, state: ChatListenerState): boolean {
  if (!frameReceived.push_msg.match(action)) return false;
  const message = action.payload.data;
  return message.group_id === state.chat.supportGroupId && message.sender_id !== state.session.userId;
}

/** What ends the agent's typing notice before TYPING_SHOWN_MS: their message, the end of the reception, a closed socket. */
const endsAgentTyping = (action: UnknownAction, state: ChatListenerState) =>
  isAgentMessage(action, state) || !selectHumanStageOpen(state) || socketClosed.match(action);

/**
 * Typing notices of the human stage (docs/protocol.md, "typing" and signal 311), loaded with the first
 * human stage (receptionListeners.ts): the chat's first download does not carry them. The customer's
 * go out at most once every TYPING_REPEAT_MS while they edit a non-blank draft and an agent serves
 * them; the agent's shows for TYPING_SHOWN_MS after the last 311, or until something ends it.
 */
export default function startTypingListeners(dispatch: Dispatch): void {
  dispatch(
    addTypingListener({
      predicate: (action, state) =>
        draftEdited.match(action) &&
        !action.payload.blank &&
        selectAgentServing(state) &&
        state.chat.supportGroupId !== null,
      effect: async (_action, api) => {
        api.unsubscribe();
        api.dispatch(typingAnnounced(api.getState().chat.supportGroupId ?? ''));
        await api.delay(TYPING_REPEAT_MS);
        api.subscribe();
      },
    }),
  );
  dispatch(
    addTypingListener({
      predicate: isAgentTypingSignal,
      effect: async (_action, api) => {
        api.cancelActiveListeners();
        api.dispatch(agentTypingNoticed());
        await api.condition(endsAgentTyping, TYPING_SHOWN_MS);
        api.dispatch(typingOver());
      },
    }),
  );
}
