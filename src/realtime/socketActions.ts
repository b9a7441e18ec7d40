import { createAction, type PayloadActionCreator } from '@reduxjs/toolkit';
import type { IncomingFrame, ReplyError } from '../protocol/codec';
import { INCOMING_IDENTIFIERS, type IncomingIdentifier } from '../protocol/identifiers';

/** Connection lifecycle: every transition is an action, so sessions record and replay. */
export const connectRequested = createAction('connection/connectRequested');
export const disconnectRequested = createAction('connection/disconnectRequested');
export const socketConnecting = createAction<{ attempt: number }>('connection/connecting');
export const socketOpened = createAction('connection/opened');
/** failedAttempts counts the closes since the last successful open (spec §4: broken after 3). */
export const socketClosed = createAction<{ code: number; willRetry: boolean; failedAttempts: number }>('connection/closed');
export const pingTimedOut = createAction<{ missed: number }>('connection/pingTimedOut');
/** Another window took over this user's chat (signal 314): closed with 1000, not retried. */
export const socketOccupied = createAction('connection/occupied');

/** A frame that failed to decode: counted and logged, never thrown (design.md). */
export const frameRejected = createAction<{ reason: string; identify?: string }>('socket/frameRejected');
export const replyFailed = createAction<ReplyError>('socket/replyFailed');

type FrameActions = { [I in IncomingIdentifier]: PayloadActionCreator<IncomingFrame<I>, `socket/${I}`> };

/** One action per incoming identifier, named after it: `socket/push_msg`, `socket/send_msg`, … */
export const frameReceived = Object.fromEntries(
  INCOMING_IDENTIFIERS.map((identify) => [identify, createAction(`socket/${identify}`)]),
) as unknown as FrameActions;
