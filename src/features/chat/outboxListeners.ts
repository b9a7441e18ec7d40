import type { StartListening } from '../../lib/store/listeners';
import { LIMITS } from '../../protocol/codes';
import { socketClosed, socketOpened } from '../../realtime/socketActions';
import { chatApi } from './chatApi';
import { messageResent, outboxRestored, sendStatusChecked } from './chatActions';
import type { PendingMessage } from './chatMessage';
import { chatListening } from './chatListening';

function outboxKey(productId: string | null, userId: string | null): string | null {
  return productId && userId ? `outbox:${productId}:${userId}` : null;
}

function readOutbox(raw: string | null): PendingMessage[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as PendingMessage[]).filter((message) => typeof message?.client_msg_id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Spec §4 and §9: the outbox is resent on every open; every second, a message sent more than 3 s ago
 * is checked with check-send-status and resent once if the server never got it, else marked failed.
 * It survives a reload of the tab through session storage (memory where storage refuses).
 */
export function startOutboxListeners(untyped: StartListening): void {
  const startListening = chatListening(untyped);
  startListening({
    predicate: (_action, current, previous) => current.messages.pending !== previous.messages.pending,
    effect: (_action, api) => {
      const { session, messages } = api.getState();
      const key = outboxKey(session.productId, session.userId);
      if (!key) return;
      if (messages.pending.length === 0) api.extra.sessionStorage.remove(key);
      else api.extra.sessionStorage.set(key, JSON.stringify(messages.pending));
    },
  });

  startListening({
    actionCreator: socketOpened,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const { session } = api.getState();
      const key = outboxKey(session.productId, session.userId);
      if (key) {
        const saved = readOutbox(api.extra.sessionStorage.get(key));
        if (saved.length > 0) api.dispatch(outboxRestored(saved));
      }
      for (const message of api.getState().messages.pending) {
        if (message.status === 'sending') api.dispatch(messageResent(message, 'reconnected'));
      }
      for (;;) {
        if (await api.condition(socketClosed.match, LIMITS.resendCheckIntervalMs)) return;
        const now = Date.now();
        const due = api.getState().messages.pending.filter((message) => message.status === 'sending' && now - message.sentAt >= LIMITS.resendAfterMs);
        for (const message of due) {
          const check = await api.dispatch(chatApi.endpoints.checkSendStatus.initiate(message.client_msg_id, { subscribe: false, forceRefetch: true }));
          if (!check.data) continue;
          api.dispatch(sendStatusChecked({ clientMsgId: message.client_msg_id, isSend: check.data.is_send, seq: check.data.seq }));
          const current = api.getState().messages.pending.find((candidate) => candidate.client_msg_id === message.client_msg_id);
          if (!check.data.is_send && current && current.status === 'sending' && !current.resent) api.dispatch(messageResent(current, 'notReceived'));
        }
      }
    },
  });
}
