/**
 * The agent console's help-centre editor (docs/protocol.md, "Help-centre editing") from a test: its
 * REST calls with an agent token, and unanswered questions noted in a data directory's database before
 * a sandbox starts on it (the store method the assistant calls). Node only.
 */
import { createStore } from '../../server/store';
import { HELP_CENTRE_REST } from '../../src/protocol/helpCentreEditing';
import { HEADERS } from '../../src/protocol/identifiers';
import type { LocaleCode } from '../../src/protocol/locales';
import { openTestDatabase } from './testDatabase';

export interface EditorAnswer<T = Record<string, unknown>> {
  status: number;
  code: number;
  data: T;
}

type Path = (typeof HELP_CENTRE_REST)[keyof typeof HELP_CENTRE_REST];

/** GET with the query; no token when `token` is undefined. */
export async function editorGet<T = Record<string, unknown>>(
  sandbox: { baseUrl: string },
  path: Path,
  token: string | undefined,
  query: Record<string, string>,
): Promise<EditorAnswer<T>> {
  const response = await fetch(`${sandbox.baseUrl}${path}?${new URLSearchParams(query).toString()}`, {
    headers: token ? { [HEADERS.token]: token } : {},
  });
  const envelope = (await response.json()) as { code: number; data: T };
  return { status: response.status, code: envelope.code, data: envelope.data };
}

/** POST the JSON body; no token when `token` is undefined. */
export async function editorPost<T = Record<string, unknown>>(
  sandbox: { baseUrl: string },
  path: Path,
  token: string | undefined,
  body: unknown,
): Promise<EditorAnswer<T>> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { [HEADERS.token]: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  return { status: response.status, code: envelope.code, data: envelope.data };
}

export interface AskedQuestion {
  productId: string;
  language: LocaleCode;
  key: string;
  text: string;
  /** How many times it was asked (default once). */
  times?: number;
  at?: number;
}

/** Notes questions nothing answered in dataDir's database (opened, migrated and seeded if new), then closes it. */
export async function noteUnansweredIn(dataDir: string, questions: readonly AskedQuestion[]): Promise<void> {
  const database = await openTestDatabase(dataDir);
  try {
    const { faq } = createStore(database);
    for (const { productId, language, key, text, times = 1, at = Date.now() } of questions)
      for (let asked = 0; asked < times; asked++) await faq.noteUnanswered(productId, language, key, text, at + asked);
  } finally {
    await database.close();
  }
}
