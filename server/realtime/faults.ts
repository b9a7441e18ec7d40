import type { WebSocket } from 'ws';

/**
 * Fault injection for tests only: not part of docs/protocol.md. The sandbox has it only when a
 * controller is passed to buildSandbox (in-process tests) or SANDBOX_FAULTS=1 is set (main.ts, which
 * then serves /__sandbox/faults). Without a controller none of this code runs.
 */
export interface FaultSwitches {
  /** Ping requests get no reply (so the client's missed-ping count grows). */
  swallowPongs: boolean;
  /** send_msg is stored (and the AI asked) but the acknowledgement is not sent. */
  swallowAcks: boolean;
  /** Every server→client frame is held back this long, in order. 0 sends at once. */
  delayFramesMs: number;
}

export interface FaultController extends FaultSwitches {
  /** Terminates every open socket abruptly (no close frame: the client sees 1006). Returns how many. */
  dropConnections(): number;
  /** All switches off. */
  reset(): void;
  /** The switches as they are now. */
  snapshot(): FaultSwitches;
  /** Sockets currently open through a sandbox using this controller. */
  readonly openSockets: number;
  /** Called by the gateway for every accepted socket. */
  track(socket: WebSocket): void;
}

const OFF: FaultSwitches = { swallowPongs: false, swallowAcks: false, delayFramesMs: 0 };

export function createFaultController(): FaultController {
  const sockets = new Set<WebSocket>();
  const controller: FaultController = {
    ...OFF,
    dropConnections() {
      const open = [...sockets];
      sockets.clear();
      for (const socket of open) socket.terminate();
      return open.length;
    },
    reset() {
      Object.assign(controller, OFF);
    },
    snapshot() {
      return {
        swallowPongs: controller.swallowPongs,
        swallowAcks: controller.swallowAcks,
        delayFramesMs: controller.delayFramesMs,
      };
    },
    get openSockets() {
      return sockets.size;
    },
    track(socket) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    },
  };
  return controller;
}

/** Whether the reply to this identifier is to be swallowed right now. */
export function swallowsReply(faults: FaultSwitches, identify: string): boolean {
  return (identify === 'ping' && faults.swallowPongs) || (identify === 'send_msg' && faults.swallowAcks);
}

/**
 * Sends a socket's frames after `delayFramesMs`, keeping their order even when the delay changes
 * in between (a frame never overtakes an earlier one). Frames still queued when the socket closes
 * are dropped, as a network would.
 */
export class DelayedSender {
  private readonly queue: { due: number; text: string }[] = [];
  private lastDue = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly faults: FaultSwitches,
  ) {}

  send(text: string): void {
    const delay = Number.isFinite(this.faults.delayFramesMs) ? Math.max(0, this.faults.delayFramesMs) : 0;
    if (delay === 0 && this.queue.length === 0) {
      this.sendNow(text);
      return;
    }
    const due = Math.max(Date.now() + delay, this.lastDue);
    this.lastDue = due;
    this.queue.push({ due, text });
    this.arm();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.queue.length = 0;
  }

  private arm(): void {
    if (this.timer || this.queue.length === 0) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.flush();
      },
      Math.max(0, this.queue[0].due - Date.now()),
    );
  }

  private flush(): void {
    const now = Date.now();
    let sent = 0;
    while (sent < this.queue.length && this.queue[sent].due <= now) this.sendNow(this.queue[sent++].text);
    this.queue.splice(0, sent);
    this.arm();
  }

  private sendNow(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }
}
