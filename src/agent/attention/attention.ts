/** The console's ways of calling the agent back to a hidden tab; each one switchable (AttentionSettings). */
export interface AttentionPreferences {
  sound: boolean;
  titleCount: boolean;
  notifications: boolean;
}

export const ATTENTION_STORAGE_KEY = 'agent-console.attention';

export const DEFAULT_ATTENTION: AttentionPreferences = { sound: true, titleCount: true, notifications: false };

/** "(2) Agent console" while 2 things wait for the agent's eyes; the plain title otherwise. */
export function titleWithCount(count: number, title: string): string {
  return count > 0 ? `(${count}) ${title}` : title;
}

/** The saved preferences, each one falling back to its default when missing or unreadable. */
export function loadAttention(storage: Pick<Storage, 'getItem'>): AttentionPreferences {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(ATTENTION_STORAGE_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  const record = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const pick = (key: keyof AttentionPreferences) =>
    typeof record[key] === 'boolean' ? (record[key] as boolean) : DEFAULT_ATTENTION[key];
  return { sound: pick('sound'), titleCount: pick('titleCount'), notifications: pick('notifications') };
}

export function saveAttention(storage: Pick<Storage, 'setItem'>, preferences: AttentionPreferences): void {
  try {
    storage.setItem(ATTENTION_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // A full or blocked storage keeps the choice for this page only.
  }
}

/** What calls for the agent: a reception newly offered to them, or a customer message in a chat they serve. */
export type AttentionEvent = { kind: 'offered'; customer: string } | { kind: 'message'; customer: string };

/** What a desktop notification says of an event (locales/agent: `alerts.offered`, `alerts.message`). */
export const ATTENTION_KEYS: Record<AttentionEvent['kind'], string> = {
  offered: 'alerts.offered',
  message: 'alerts.message',
};

/** What the console holds that may call for the agent: offers to them, and the customer messages of their chats. */
export interface AttentionSources {
  /** Receptions offered to this agent: reception id → the customer's name. */
  offered: ReadonlyMap<string, string>;
  /** Customer messages of the chats served: entry key → its chat and the customer's name. */
  messages: ReadonlyMap<string, { receptionId: string; customer: string }>;
  /** The chats served (reception ids). */
  chats: ReadonlySet<string>;
}

export interface AttentionSeen {
  offered: ReadonlySet<string>;
  messages: ReadonlySet<string>;
  chats: ReadonlySet<string>;
}

export function attentionSeen({ offered, messages, chats }: AttentionSources): AttentionSeen {
  return { offered: new Set(offered.keys()), messages: new Set(messages.keys()), chats };
}

/**
 * The events since the console last looked: offers not made before, and new customer messages of chats
 * it already held (a chat just accepted or resumed brings its history, which is not news).
 */
export function newAttentionEvents(before: AttentionSeen, now: AttentionSources): AttentionEvent[] {
  const events: AttentionEvent[] = [];
  for (const [receptionId, customer] of now.offered)
    if (!before.offered.has(receptionId)) events.push({ kind: 'offered', customer });
  for (const [key, { receptionId, customer }] of now.messages)
    if (!before.messages.has(key) && before.chats.has(receptionId)) events.push({ kind: 'message', customer });
  return events;
}
