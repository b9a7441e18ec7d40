import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { NORMAL_CLOSE_CODE } from '../../src/protocol/codes';
import type { ServerFrame } from '../../src/protocol/codec';
import type { IncomingData } from '../../src/protocol/frames';
import type { IncomingIdentifier, PushIdentifier } from '../../src/protocol/identifiers';
import type { LocaleCode } from '../locale';
import { EVICTION_GRACE_MS } from './closeCodes';
import { DelayedSender, type FaultSwitches } from './faults';
import { socketOccupiedSignal } from '../messaging/signals';

export interface SocketSession {
  userId: string;
  productId: string;
  /** From the connection's country_code; the AI answers in it. */
  locale: LocaleCode;
}

/** One client's socket: writes well-formed frames and owns the socket's timers. */
export class ClientConnection {
  /** From init_ai_customer_conversation; used for AI questions sent as plain text. */
  timeZone = '';
  private pushCount = 0;
  private evictionTimer: NodeJS.Timeout | undefined;
  /** Only with a fault controller (tests): frames go out after its delay. */
  private readonly delayed: DelayedSender | undefined;

  constructor(
    private readonly socket: WebSocket,
    readonly session: SocketSession,
    readonly log: FastifyBaseLogger,
    faults?: FaultSwitches,
  ) {
    this.delayed = faults && new DelayedSender(socket, faults);
  }

  get isOpen(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  reply<I extends IncomingIdentifier>(identify: I, msgIncr: string, data: IncomingData[I]): void {
    this.write({ identify, msg_incr: msgIncr, err_code: 0, err_msg: '', data });
  }

  replyError(identify: IncomingIdentifier, msgIncr: string, errCode: number, errMsg: string): void {
    this.write({ identify, msg_incr: msgIncr, err_code: errCode, err_msg: errMsg, data: null });
  }

  push<I extends PushIdentifier>(identify: I, data: IncomingData[I]): void {
    this.pushCount += 1;
    // "s-" keeps server-made ids apart from the client's "<prefix>-<counter>" request ids.
    this.write({ identify, msg_incr: `s-${this.pushCount}`, err_code: 0, err_msg: '', data });
  }

  /** The same user connected again: tell this socket it is occupied, then close it (spec §4, §9). */
  evict(): void {
    this.push('push_signal_msg', socketOccupiedSignal());
    this.evictionTimer ??= setTimeout(() => this.close(NORMAL_CLOSE_CODE, 'opened elsewhere'), EVICTION_GRACE_MS);
  }

  close(code: number, reason: string): void {
    this.dispose();
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }

  /** Stops the timers; called once the socket has closed. */
  dispose(): void {
    clearTimeout(this.evictionTimer);
    this.evictionTimer = undefined;
    this.delayed?.dispose();
  }

  /** A socket that is closing or gone (dropped, evicted) takes nothing and throws nothing. */
  private write(frame: ServerFrame): void {
    if (!this.isOpen) return;
    const text = JSON.stringify(frame);
    if (this.delayed) this.delayed.send(text);
    else this.socket.send(text);
  }
}
