import { createContext, useContext } from 'react';
import type { PastSession } from '../../protocol/customerProfiles';

const PastSessions = createContext<ReadonlyMap<string, PastSession>>(new Map());

/** The sessions of the conversation on screen, by reception id, for the lines that name one (a rating card). */
export const PastSessionsProvider = PastSessions.Provider;

/** The session with this reception id, when the conversation's context lists it. */
export function usePastSession(receptionId: string): PastSession | undefined {
  return useContext(PastSessions).get(receptionId);
}
