import type { RawData } from 'ws';
import { decodeOutgoingFrame } from '../../src/protocol/codec';
import { ERROR_CODE } from '../../src/protocol/codes';
import type { IncomingData } from '../../src/protocol/frames';
import { OUTGOING_IDENTIFIERS, type OutgoingIdentifier } from '../../src/protocol/identifiers';
import { SandboxError } from '../errors';
import { FLOOD_CLOSE_CODE } from './closeCodes';
import type { ClientConnection } from './connection';
import { swallowsReply, type FaultSwitches } from './faults';
import type { AfterReplyTask, Handler, HandlerTable } from './handlers/types';
import { KeyedQueue } from '../lib/keyedQueue';
import { rawText } from './rawText';

const outgoing: ReadonlySet<string> = new Set(OUTGOING_IDENTIFIERS);

function isOutgoing(identify: string | undefined): identify is OutgoingIdentifier {
  return identify !== undefined && outgoing.has(identify);
}

export interface Dispatcher {
  /** A frame within the connection's frame budget. */
  frame(connection: ClientConnection, raw: RawData, isBinary: boolean): void;
  /** The first frame dropped over the connection's frame budget (frameBudget.ts). */
  refuse(connection: ClientConnection, raw: RawData, isBinary: boolean): void;
  /** The connection keeps flooding: it is closed with FLOOD_CLOSE_CODE once the frames before have been answered. */
  flooded(connection: ClientConnection): void;
  /** Resolves once every frame received so far has been handled (the sandbox closes its database after). */
  drain(): Promise<void>;
}

/**
 * Turns client frames into exactly one reply each (docs/protocol.md, "Replies"). The frames of one
 * connection are handled one at a time in the order they arrived, so replies, acks and seqs keep
 * the client's order even when a handler waits for the store; different connections run concurrently.
 */
export function createDispatcher(handlers: HandlerTable, faults?: FaultSwitches): Dispatcher {
  const queue = new KeyedQueue<ClientConnection>();
  const enqueue = (connection: ClientConnection, work: () => unknown) => {
    // Handler failures are answered inside handleFrame; this catches only what escapes it (a failed write).
    queue.run(connection, work).catch((error: unknown) => connection.log.error({ err: error }, 'socket frame failed'));
  };
  return {
    frame: (connection, raw, isBinary) =>
      enqueue(connection, () => handleFrame(handlers, faults, connection, raw, isBinary)),
    refuse: (connection, raw, isBinary) => enqueue(connection, () => refuseOverBudget(connection, raw, isBinary)),
    flooded: (connection) => enqueue(connection, () => connection.close(FLOOD_CLOSE_CODE, 'too many frames')),
    drain: () => queue.drain(),
  };
}

/**
 * One frame: a frame that cannot be read is logged and dropped, or answered with parameterError when
 * its identify and msg_incr are known; the connection stays open either way.
 */
async function handleFrame(
  handlers: HandlerTable,
  faults: FaultSwitches | undefined,
  connection: ClientConnection,
  raw: RawData,
  isBinary: boolean,
): Promise<void> {
  const { userId, productId } = connection.session;
  if (isBinary) {
    connection.log.warn({ userId }, 'dropped a binary frame');
    return;
  }
  const decoded = decodeOutgoingFrame(rawText(raw));
  if (!decoded.ok) {
    // The reason names fields and types, never values, so no content or credential is logged.
    connection.log.warn(
      { userId, identify: decoded.identify?.slice(0, 64), reason: decoded.reason },
      'rejected a frame',
    );
    if (isOutgoing(decoded.identify) && decoded.msg_incr) {
      connection.replyError(decoded.identify, decoded.msg_incr, ERROR_CODE.parameterError, decoded.reason);
    }
    return;
  }

  const { identify, msg_incr: msgIncr } = decoded.frame;
  const after: AfterReplyTask[] = [];
  let data: IncomingData[OutgoingIdentifier];
  try {
    if (decoded.frame.sender_id !== userId || decoded.frame.product_id !== productId) {
      throw new SandboxError(ERROR_CODE.parameterError, 'sender_id or product_id is not this connection');
    }
    const handler = handlers[identify] as Handler<OutgoingIdentifier> | undefined;
    if (!handler) throw new SandboxError(ERROR_CODE.notImplemented, `${identify} is not implemented yet`);
    data = await handler({ data: decoded.frame.data, connection, afterReply: (task) => after.push(task) });
  } catch (error) {
    if (error instanceof SandboxError) {
      connection.replyError(identify, msgIncr, error.code, error.message);
    } else {
      connection.log.error({ err: error, identify }, 'socket handler failed');
      connection.replyError(identify, msgIncr, ERROR_CODE.serverError, 'server error');
    }
    return;
  }
  // Only under a fault switch (tests): the work is done, the reply is lost on the way.
  if (!faults || !swallowsReply(faults, identify)) connection.reply(identify, msgIncr, data);
  for (const task of after) {
    try {
      await task();
    } catch (error) {
      connection.log.error({ err: error, identify }, 'work after a reply failed');
    }
  }
}

/** The request a frame dropped over the budget names, if any, fails with tooManyRequests, so the client can tell a refusal from a lost frame. */
function refuseOverBudget(connection: ClientConnection, raw: RawData, isBinary: boolean): void {
  connection.log.warn({ userId: connection.session.userId }, 'dropped frames over the frame budget');
  if (isBinary) return;
  const decoded = decodeOutgoingFrame(rawText(raw));
  const { identify, msg_incr: msgIncr } = decoded.ok ? decoded.frame : decoded;
  if (isOutgoing(identify) && msgIncr)
    connection.replyError(identify, msgIncr, ERROR_CODE.tooManyRequests, 'too many frames');
}
