import { conversationIdOfMessage } from '../protocol/conversationId';
import type { ChatView } from '../features/hostBridge/hostBridgeListeners';
import { startHostBridge, type HostBridgeStart } from '../features/hostBridge/startHostBridge';
import { seqOfClientMsgId } from '../features/chat/model/messageStore';
import { conversationMessages } from '../features/chat/state/messagesSlice';
import { lazyFeatures } from './lazyFeatures';
import type { RootState } from './rootReducer';
import type { AppStore } from './store';

/** The chat as the host bridge reads it: its stored messages, and the reception's end. */
export const chatForHostBridge: ChatView<RootState> = {
  hasStored: (state, message) => {
    const { stored } = conversationMessages(state.messages, conversationIdOfMessage(message));
    return seqOfClientMsgId(stored, message.client_msg_id) !== undefined;
  },
  agentSessionEnded: (state) => state.reception.status === 'stopped',
};

/**
 * The host bridge (src/features/hostBridge) composed with the chat it reports on. src/main.tsx imports
 * this module only in a host's frame, so a top-level page downloads none of it (docs/embedding.md).
 */
export async function startHostBridgeInFrame(
  start: Omit<HostBridgeStart<RootState>, 'store' | 'chat'> & { store: AppStore },
) {
  await lazyFeatures.hostBridge(start.store.dispatch);
  await startHostBridge({ ...start, chat: chatForHostBridge });
}
