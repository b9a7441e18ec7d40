import type { UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from '../../../session/sessionSlice';
import { listenerTypedFor, type ListenerApi, type StartListening } from '../../../lib/store/listeners';
import { CONTENT_TYPE } from '../../../protocol/codes';
import { conversationIdOfMessage } from '../../../protocol/conversationId';
import type { ConnectionState } from '../../../realtime/connectionSlice';
import { connectRequested, frameReceived, socketOpened } from '../../../realtime/socketActions';
import { supportGroupApi } from '../api/supportGroupApi';
import { seqOfClientMsgId } from '../model/messageStore';
import { humanContactRequested, receptionRenewed } from '../reception/receptionActions';
import type { ReceptionState } from '../reception/receptionSlice';
import { aiConversationRequested, currentTimeZone, personAskedFor, typingOver } from '../state/chatActions';
import { handsOverToHuman, type ChatState } from '../state/chatSlice';
import { conversationMessages, type MessagesState } from '../state/messagesSlice';

/** The state the chat's listeners read: the chat's own slices and the shared session and connection. */
export interface ChatListenerState {
  session: SessionState;
  connection: ConnectionState;
  chat: ChatState;
  messages: MessagesState;
  reception: ReceptionState;
}

export type ChatListenerApi = ListenerApi<ChatListenerState>;

/** startListening typed for the chat's state; every listener file of the chat starts with it. */
export const chatListening = (startListening: StartListening) => listenerTypedFor<ChatListenerState>(startListening);

/** How long "typing…" may show without an answer before it is taken down. */
export const AI_TYPING_TIMEOUT_MS = 20_000;

/** A new AI reply (not one seen before) that hands the customer over to a human (spec §4). */
function isNewHandover(action: UnknownAction, previous: ChatListenerState): boolean {
  if (!frameReceived.push_msg.match(action)) return false;
  const message = action.payload.data;
  if (message.content_type !== CONTENT_TYPE.aiReply || message.sender_id !== previous.chat.conversation?.opposite_id)
    return false;
  const before = conversationMessages(previous.messages, conversationIdOfMessage(message)).stored;
  return seqOfClientMsgId(before, message.client_msg_id) === undefined && handsOverToHuman(message.content);
}

export function startChatListeners(untyped: StartListening): void {
  const startListening = chatListening(untyped);
  /**
   * The AI conversation is asked for with the time zone as soon as the socket opens; reading it costs
   * the page's first use of Intl, so that happens while the socket connects, in a task of its own.
   */
  startListening({
    actionCreator: connectRequested,
    effect: async (_action, api) => {
      await api.delay(0);
      currentTimeZone();
    },
  });

  /** Every (re)open asks for the AI conversation: its reply carries the welcome and the seq range. */
  startListening({
    actionCreator: socketOpened,
    effect: (_action, api) => {
      api.dispatch(aiConversationRequested());
    },
  });

  startListening({
    predicate: (action, state, previous) =>
      frameReceived.push_signal_msg.match(action) && state.chat.typing === 'ai' && previous.chat.typing !== 'ai',
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (await api.condition((_action, state) => state.chat.typing !== 'ai', AI_TYPING_TIMEOUT_MS)) return;
      api.dispatch(typingOver());
    },
  });

  /**
   * Spec §4: the AI handed over or the customer asked for a person, so a human contact request starts;
   * after an earlier reception stopped it is a new reception (seat_reception_new).
   */
  startListening({
    predicate: (action, _state, previous) => personAskedFor.match(action) || isNewHandover(action, previous),
    effect: (_action, api) => {
      const { chat, reception } = api.getState();
      if (!chat.conversation) return;
      if (reception.status === 'none' || reception.status === 'noAgent')
        api.dispatch(humanContactRequested(chat.conversation.conversation_id));
      else if (reception.status === 'stopped') api.dispatch(receptionRenewed(chat.conversation.conversation_id));
    },
  });

  /** The support group is looked up on every open until known, and again once a reception starts. */
  startListening({
    predicate: (action, state, previous) =>
      state.chat.supportGroupId === null &&
      (frameReceived.init_ai_customer_conversation.match(action) ||
        (previous.reception.receptionId === null && state.reception.receptionId !== null)),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.dispatch(
        supportGroupApi.endpoints.customerGroupInfo.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
    },
  });
}
