import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ConversationEntry } from './entries';

/**
 * What a `seen` frame reports: the key of the newest entry someone else wrote ('' while there is none),
 * so that a customer's new message calls for another `seen` and the agent's own texts do not.
 */
export function seenMarkOf(entries: readonly ConversationEntry[], agentId: string): string {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    if (entries[index].senderId !== agentId) return entries[index].key;
  }
  return '';
}

export interface SeenCheck {
  /** seenMarkOf the conversation on screen. */
  mark: string;
  /** The mark the last `seen` that went out reported; null before the first. */
  reported: string | null;
  visibility: DocumentVisibilityState;
  online: boolean;
}

/**
 * Whether to send `seen` now: the customer's "read" means an agent had the conversation on a visible
 * page (docs/protocol.md, "Read receipts"), so never while hidden, and only for something not reported.
 */
export function shouldSendSeen({ mark, reported, visibility, online }: SeenCheck): boolean {
  return online && visibility === 'visible' && mark !== reported;
}

const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisibility = () => document.visibilityState;

/**
 * Reports the conversation on screen as seen: on showing it, when someone else's message arrives while
 * the page is visible, and on coming back to the page if one arrived meanwhile. What went out is kept
 * per reception, so that switching between sessions reports only what is new. `report` sends the frame
 * and answers whether it went out; one that did not is tried again once the console is online.
 */
export function useSeenReports(
  onScreen: { receptionId: string; entries: readonly ConversationEntry[] } | null,
  agentId: string,
  online: boolean,
  report: (receptionId: string) => boolean,
): void {
  const reported = useRef(new Map<string, string>());
  const visibility = useSyncExternalStore(subscribeToVisibility, pageVisibility);
  const receptionId = onScreen?.receptionId ?? null;
  const mark = onScreen ? seenMarkOf(onScreen.entries, agentId) : '';
  useEffect(() => {
    if (receptionId === null) return;
    const check = { mark, reported: reported.current.get(receptionId) ?? null, visibility, online };
    if (shouldSendSeen(check) && report(receptionId)) reported.current.set(receptionId, mark);
  }, [receptionId, mark, visibility, online, report]);
}
