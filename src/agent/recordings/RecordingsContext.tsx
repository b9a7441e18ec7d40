import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RecordingSummary } from '../../protocol/recordings';
import { fetchRecordings } from './recordingsApi';
import { createRecordingsIndex, type RecordingsIndex } from './recordingsIndex';

const RECORDINGS_POLL_MS = 10_000;
const NO_INDEX: RecordingsIndex = { recordingsOf: () => [], subscribe: () => () => undefined };
const RecordingsContext = createContext<RecordingsIndex>(NO_INDEX);

export function RecordingsProvider({
  fetchFn,
  token,
  children,
}: {
  fetchFn: typeof fetch;
  token: string;
  children: ReactNode;
}) {
  const index = useMemo(
    () => createRecordingsIndex((customerId) => fetchRecordings(fetchFn, token, customerId), RECORDINGS_POLL_MS),
    [fetchFn, token],
  );
  return <RecordingsContext.Provider value={index}>{children}</RecordingsContext.Provider>;
}

/** The customer's recordings, newest first, kept current while the caller shows. */
export function useCustomerRecordings(customerId: string): readonly RecordingSummary[] {
  const index = useContext(RecordingsContext);
  const subscribe = useCallback((listener: () => void) => index.subscribe(customerId, listener), [index, customerId]);
  return useSyncExternalStore(subscribe, () => index.recordingsOf(customerId));
}
