import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { playChime } from './chime';
import {
  ATTENTION_TEXT,
  attentionSeen,
  CONSOLE_TITLE,
  newAttentionEvents,
  titleWithCount,
  type AttentionPreferences,
  type AttentionSeen,
  type AttentionSources,
} from './attention';

const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisibility = () => document.visibilityState;

function notify(text: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(CONSOLE_TITLE, { body: text, tag: 'agent-console' });
  } catch {
    // Some browsers allow notifications only from a service worker: the title and the sound still tell.
  }
}

/**
 * While the page is hidden, each new offer to this agent and each new customer message counts in the
 * tab's title, chimes and shows a desktop notification, as the agent's preferences allow; coming back
 * to the page clears the count. What was there when the console opened, or came with a newly accepted
 * chat's history, is not new.
 */
export function useAttention(sources: AttentionSources, preferences: AttentionPreferences): void {
  const visibility = useSyncExternalStore(subscribeToVisibility, pageVisibility);
  const [count, setCount] = useState(0);
  const known = useRef<AttentionSeen | null>(null);
  const latest = useRef(preferences);
  latest.current = preferences;

  useEffect(() => {
    const before = known.current;
    known.current = attentionSeen(sources);
    if (before === null || document.visibilityState !== 'hidden') return;
    const events = newAttentionEvents(before, sources);
    if (events.length === 0) return;
    setCount((counted) => counted + events.length);
    if (latest.current.sound) playChime();
    if (latest.current.notifications) notify(ATTENTION_TEXT[events[0].kind](events[0].customer));
  }, [sources]);

  useEffect(() => {
    if (visibility === 'visible') setCount(0);
  }, [visibility]);

  const shown = preferences.titleCount ? count : 0;
  useEffect(() => {
    document.title = titleWithCount(shown);
  }, [shown]);
}
