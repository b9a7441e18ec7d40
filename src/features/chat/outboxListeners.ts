import type { StartListening } from '../../lib/store/listeners';
import { socketOpened } from '../../realtime/socketActions';
import { outboxKeeperStarted } from './chatActions';
import { chatListening } from './chatListening';
import { outboxKey } from './outboxKey';

/**
 * The outbox survives a reload of the tab through session storage (memory where storage refuses). What
 * keeps it (resends, checks, failures: outboxKeeper.ts) loads with the first message composed or found
 * saved, so that the chat's first download carries none of it.
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

  const keeper = startListening({
    predicate: (action, current) => current.messages.pending.length > 0 || socketOpened.match(action),
    effect: async (_action, api) => {
      const { session, messages } = api.getState();
      const key = outboxKey(session.productId, session.userId);
      if (messages.pending.length === 0 && !(key && api.extra.sessionStorage.get(key))) return;
      keeper();
      const { startOutboxKeeper } = await import('./outboxKeeper');
      startOutboxKeeper(untyped);
      api.dispatch(outboxKeeperStarted());
    },
  });
}
