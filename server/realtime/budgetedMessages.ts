import type { RawData, WebSocket } from 'ws';
import { FrameBudget, type FrameBudgetRule } from './frameBudget';

export interface BudgetedHandlers {
  /** A frame within the budget. */
  frame(raw: RawData, isBinary: boolean): void;
  /** The first frame dropped over the budget: tell the sender, once per overrun. */
  refuse(raw: RawData, isBinary: boolean): void;
  /** The socket keeps flooding: close it with FLOOD_CLOSE_CODE. Called once; no frame is passed on after it. */
  flooded(): void;
}

/** Listens to a socket's frames through a budget of its own. */
export function onBudgetedMessage(socket: WebSocket, rule: FrameBudgetRule, handlers: BudgetedHandlers): void {
  const budget = new FrameBudget(rule);
  let flooded = false;
  socket.on('message', (raw, isBinary) => {
    if (flooded) return;
    const verdict = budget.take();
    if (verdict === 'accept') handlers.frame(raw, isBinary);
    else if (verdict === 'refuse') handlers.refuse(raw, isBinary);
    else if (verdict === 'close') {
      flooded = true;
      handlers.flooded();
    }
  });
}
