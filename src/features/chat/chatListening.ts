import type { SessionState } from '../../lib/session/sessionSlice';
import { listenerTypedFor, type ListenerApi, type StartListening } from '../../lib/store/listeners';
import type { ConnectionState } from '../../realtime/connectionSlice';
import type { ChatState } from './chatSlice';
import type { MessagesState } from './messagesSlice';
import type { ReceptionState } from './reception/receptionSlice';

/** The state the chat's listeners read: the chat's own slices and the shared session and connection. */
export interface ChatListenerState {
  session: SessionState;
  connection: ConnectionState;
  chat: ChatState;
  messages: MessagesState;
  reception: ReceptionState;
}

export type ChatListenerApi = ListenerApi<ChatListenerState>;

export const chatListening = (startListening: StartListening) => listenerTypedFor<ChatListenerState>(startListening);
