import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { playChime } from './chime';
import {
  ATTENTION_KEYS,
  attentionSeen,
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

function notify(title: string, text: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body: text, tag: 'agent-console' });
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
  const { t } = useTranslation();
  const title = t('app.title');
  const visibility = useSyncExternalStore(subscribeToVisibility, pageVisibility);
  const [count, setCount] = useState(0);
  const known = useRef<AttentionSeen | null>(null);
  const latest = useRef({ preferences, t });
  latest.current = { preferences, t };

  useEffect(() => {
    const before = known.current;
    known.current = attentionSeen(sources);
    if (before === null || document.visibilityState !== 'hidden') return;
    const events = newAttentionEvents(before, sources);
    if (events.length === 0) return;
    setCount((counted) => counted + events.length);
    const { preferences: allowed, t: translate } = latest.current;
    if (allowed.sound) playChime();
    if (allowed.notifications)
      notify(translate('app.title'), translate(ATTENTION_KEYS[events[0].kind], { customer: events[0].customer }));
  }, [sources]);

  useEffect(() => {
    if (visibility === 'visible') setCount(0);
  }, [visibility]);

  const shown = preferences.titleCount ? count : 0;
  useEffect(() => {
    document.title = titleWithCount(shown, title);
  }, [shown, title]);
}
