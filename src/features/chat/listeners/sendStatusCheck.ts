import { sendStatusApi } from '../api/sendStatusApi';
import type { PendingMessage } from '../model/chatMessage';
import { messageResent, sendStatusChecked } from '../state/chatActions';
import type { ChatListenerApi } from './chatListeners';

/**
 * Spec §9, for messages sent more than 3 s ago and still unacknowledged (outboxListeners.ts): each is
 * checked with check-send-status and resent once if the server never got it, else marked failed. Its
 * own chunk: an acknowledgement is rarely that late.
 */
export async function checkSendStatus(api: ChatListenerApi, overdue: readonly PendingMessage[]): Promise<void> {
  for (const message of overdue) {
    const check = await api.dispatch(
      sendStatusApi.endpoints.checkSendStatus.initiate(message.client_msg_id, { subscribe: false, forceRefetch: true }),
    );
    if (!check.data) continue;
    api.dispatch(
      sendStatusChecked({ clientMsgId: message.client_msg_id, isSend: check.data.is_send, seq: check.data.seq }),
    );
    const current = api
      .getState()
      .messages.pending.find((candidate) => candidate.client_msg_id === message.client_msg_id);
    if (!check.data.is_send && current && current.status === 'sending' && !current.resent)
      api.dispatch(messageResent(current, 'notReceived'));
  }
}
