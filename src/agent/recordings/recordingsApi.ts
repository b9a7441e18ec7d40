import { HEADERS } from '../../protocol/identifiers';
import { RECORDING_REST, recordingListSchema, type RecordingSummary } from '../../protocol/recordings';
import { readEnvelope } from '../../protocol/rest';

/** A customer's recordings, newest first; null when the sandbox did not answer or refused. */
export async function fetchRecordings(
  fetchFn: typeof fetch,
  token: string,
  customerId: string,
): Promise<RecordingSummary[] | null> {
  const query = new URLSearchParams({ customer_id: customerId });
  try {
    const response = await fetchFn(`${RECORDING_REST.agentList}?${query}`, { headers: { [HEADERS.token]: token } });
    const read = readEnvelope(await response.json(), recordingListSchema);
    return read.ok ? read.data.recordings : null;
  } catch {
    return null;
  }
}

/** The viewer's address for a recording: it reads it with this tab's agent session (docs/recording.md). */
export const replayAddress = (recordingId: string) => `/replay?${new URLSearchParams({ recording: recordingId })}`;
