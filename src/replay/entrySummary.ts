import type { RecordingEntry } from '../recorder/recordingFormat';

export const KIND_LABELS: Record<RecordingEntry['kind'], string> = {
  action: 'action',
  frameIn: 'frame in',
  frameOut: 'frame out',
  socket: 'socket',
  restRequest: 'REST request',
  restResponse: 'REST response',
  route: 'route',
  page: 'page load',
};

/** Milliseconds since the start as seconds with milliseconds: 3201.4 → "3.201 s". */
export function formatTime(t: number): string {
  return `${(t / 1000).toFixed(3)} s`;
}

function frameSummary(raw: string): string {
  try {
    const frame = JSON.parse(raw) as { identify?: unknown; err_code?: unknown } | null;
    if (frame && typeof frame.identify === 'string') {
      return typeof frame.err_code === 'number' && frame.err_code !== 0
        ? `${frame.identify} (err_code ${frame.err_code})`
        : frame.identify;
    }
    return '(frame without identify)';
  } catch {
    return raw.length > 60 ? `${raw.slice(0, 60)}…` : raw || '(empty frame)';
  }
}

/** REST requests by id, so that a response can name what it answers. */
export function indexRequests(
  entries: readonly RecordingEntry[],
): Map<number, Extract<RecordingEntry, { kind: 'restRequest' }>> {
  const requests = new Map<number, Extract<RecordingEntry, { kind: 'restRequest' }>>();
  for (const entry of entries) if (entry.kind === 'restRequest') requests.set(entry.id, entry);
  return requests;
}

/** One line about an entry: the action type, the frame's identify, the REST call, the socket event. */
export function summarizeEntry(
  entry: RecordingEntry,
  requests?: ReadonlyMap<number, { method: string; url: string }>,
): string {
  switch (entry.kind) {
    case 'action':
      return String(entry.action?.type ?? '(action without type)');
    case 'frameIn':
    case 'frameOut':
      return frameSummary(String(entry.raw));
    case 'socket':
      return [entry.event, entry.code !== undefined ? `code ${entry.code}` : '', entry.url ?? '']
        .filter(Boolean)
        .join(' ');
    case 'restRequest':
      return `${entry.method} ${entry.url}`;
    case 'restResponse': {
      const request = requests?.get(entry.id);
      return request ? `${entry.status} ← ${request.method} ${request.url}` : `${entry.status} (request #${entry.id})`;
    }
    case 'route':
      return entry.path;
    case 'page':
      return `reload, client ${entry.clientVersion}: the state starts again`;
    default:
      return '(unknown entry)';
  }
}

/** JSON for display, cut at `limit` characters (a 10,000-message state is megabytes). */
export function shortJson(value: unknown, limit: number, indent?: number): string {
  let text: string;
  try {
    text = value === undefined ? 'undefined' : (JSON.stringify(value, null, indent) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > limit
    ? `${text.slice(0, limit)}… (${(text.length - limit).toLocaleString('en-US')} more characters)`
    : text;
}
