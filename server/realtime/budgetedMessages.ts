import type { RawData, WebSocket } from 'ws';
import { FLOOD_CLOSE_CODE } from './closeCodes';
import { FrameBudget, type FrameBudgetRule } from './frameBudget';

export interface BudgetedHandlers {
  /** A frame within the budget. */
  frame(raw: RawData, isBinary: boolean): void;
  /** The first frame dropped over the budget: tell the sender, once per overrun. */
  refuse(raw: RawData, isBinary: boolean): void;
}

/** Listens to a socket's frames through a budget of its own; closes it with FLOOD_CLOSE_CODE when it keeps flooding. */
export function onBudgetedMessage(socket: WebSocket, rule: FrameBudgetRule, handlers: BudgetedHandlers): void {
  const budget = new FrameBudget(rule);
  socket.on('message', (raw, isBinary) => {
    const verdict = budget.take();
    if (verdict === 'accept') handlers.frame(raw, isBinary);
    else if (verdict === 'refuse') handlers.refuse(raw, isBinary);
    else if (verdict === 'close' && socket.readyState === socket.OPEN) socket.close(FLOOD_CLOSE_CODE, 'too many frames');
  });
}
