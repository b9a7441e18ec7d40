import { nanoid } from '@reduxjs/toolkit';
import type { OutgoingData } from '../protocol/frames';
import type { OutgoingIdentifier } from '../protocol/identifiers';

/**
 * An action that should put a frame on the wire carries it in `meta.frame`. The action names the
 * event (`chat/messageSubmitted`); the socket middleware sends what it carries after the reducers ran.
 */
export interface FrameIntent<I extends OutgoingIdentifier = OutgoingIdentifier> {
  identify: I;
  msg_incr: string;
  data: OutgoingData[I];
}

export function frameIntent<I extends OutgoingIdentifier>(
  identify: I,
  data: OutgoingData[I],
  msgIncr = nanoid(12),
): { frame: FrameIntent<I> } {
  return { frame: { identify, msg_incr: msgIncr, data } };
}

export function frameIntentOf(action: unknown): FrameIntent | undefined {
  const meta = (action as { meta?: { frame?: FrameIntent } } | null)?.meta;
  return meta?.frame;
}
