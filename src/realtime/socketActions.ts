import { createAction, type PayloadActionCreator } from '@reduxjs/toolkit';
import type { IncomingFrame, ReplyError } from '../protocol/codec';
import { INCOMING_IDENTIFIERS, type IncomingIdentifier } from '../protocol/identifiers';
import type { FrameIntent } from './frameIntent';

/** Connection lifecycle: every transition is an action, so sessions record and replay. */
export const connectRequested = createAction('connection/connectRequested');
export const disconnectRequested = createAction('connection/disconnectRequested');
export const socketConnecting = createAction<{ attempt: number }>('connection/connecting');
export const socketOpened = createAction('connection/opened');
/** failedAttempts counts the closes since the last successful open (spec §4: broken after 3). */
export const socketClosed = createAction<{ code: number; willRetry: boolean; failedAttempts: number }>(
  'connection/closed',
);
export const pingTimedOut = createAction<{ missed: number }>('connection/pingTimedOut');
/** The browser says the network came back or went away (window online/offline). */
export const browserOnlineChanged = createAction<{ online: boolean }>('connection/browserOnlineChanged');
/** The page became visible or hidden (document visibilitychange). */
export const pageVisibilityChanged = createAction<{ visible: boolean }>('connection/pageVisibilityChanged');
/** Another window took over this user's chat (signal 314): closed with 1000, not retried. */
export const socketOccupied = createAction('connection/occupied');
/** The user of an occupied window chose to use the chat here: connect again, which makes the other window occupied. */
export const takeoverRequested = createAction('connection/takeoverRequested');

/** A frame that failed to decode: counted and logged, never thrown (docs/architecture.md, "Data flow"). */
export const frameRejected = createAction<{ reason: string; identify?: string }>('socket/frameRejected');
export const replyFailed = createAction<ReplyError>('socket/replyFailed');

/** A request whose reply someone awaits by its msg_incr (seq sync, unread counts). */
export const requestSent = createAction('socket/requestSent', (intent: FrameIntent) => ({
  payload: { identify: intent.identify, msg_incr: intent.msg_incr },
  meta: { frame: intent },
}));

type FrameActions = { [I in IncomingIdentifier]: PayloadActionCreator<IncomingFrame<I>, `socket/${I}`> };

/** One action per incoming identifier, named after it: `socket/push_msg`, `socket/send_msg`, … */
export const frameReceived = Object.fromEntries(
  INCOMING_IDENTIFIERS.map((identify) => [identify, createAction(`socket/${identify}`)]),
) as unknown as FrameActions;
