import type { TFunction } from 'i18next';
import type { AgentStatus } from './frames';

/** This agent's status and load as the server last said (the same on all their consoles). */
export interface Presence {
  status: AgentStatus;
  maxChats: number;
  /** The receptions the agent serves. */
  serving: readonly string[];
}

/** "Chats: 1 of 2". */
export function loadText({ serving, maxChats }: Presence, t: TFunction): string {
  return t('presence.load', { serving: serving.length, max: maxChats });
}
