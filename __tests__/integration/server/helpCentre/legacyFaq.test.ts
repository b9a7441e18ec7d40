/**
 * The legacy FAQ client (spec §6) reads the help centre's rows, as `/api/v1/faq/*` and the assistant do
 * (issue 27): an article an editor publishes reaches it, on the legacy host's own origin and on the
 * sandbox's; a draft does not, nor a guide that is no longer published.
 */
import { FAQ_CONTENT } from '../../../../server/faq/content';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import {
  LEGACY_FAQ_AUTHORIZATION,
  LEGACY_FAQ_COMPANY_ID,
  type LegacyGuideDetails,
  type LegacyGuideList,
} from '../../../../src/protocol/faq';
import { HELP_CENTRE_REST } from '../../../../src/protocol/helpCentreEditing';
import { LEGACY_FAQ_REST } from '../../../../src/protocol/restCatalog';
import { signInAgent } from '../../../support/agentSocket';
import { editorPost } from '../../../support/helpCentre';
import { startLegacyFaqHost, type RunningLegacyFaqHost } from '../../../support/legacyFaqHost';
import { newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../../../support/sandbox';
import { openTestDatabase } from '../../../support/testDatabase';

/** withdrawalTime, a guide: its legacy id and category are its catalog numbers; its row id is the seed's (server/faq/seedFaq.ts). */
const WITHDRAWAL_TIME = { legacyId: '7', legacyTypeId: '3', rowId: '1007', typeRowId: '103' };
/** appCrash, another guide. */
const APP_CRASH = { legacyId: '13', rowId: '1013' };

const dataDir = newDataDir();
let sandbox: RunningSandbox;
let legacy: RunningLegacyFaqHost;
let ann: string;

beforeAll(async () => {
  sandbox = await startSandboxIn(dataDir);
  legacy = await startLegacyFaqHost(dataDir);
  ({ token: ann } = await signInAgent(sandbox, 'ann'));
});

afterAll(async () => {
  await legacy?.close();
  await sandbox?.close();
  await removeDataDir(dataDir);
});

async function legacyCall<T>(base: string, path: string, query: Record<string, string>) {
  const response = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
    headers: { Authorization: LEGACY_FAQ_AUTHORIZATION, 'X-Company-Id': LEGACY_FAQ_COMPANY_ID },
  });
  return (await response.json()) as { code: number; data: T };
}

/** The guide and its entry in find-guide, as the legacy host on `base` serves them. */
async function guideAt(base: string, legacyId: string, language: string) {
  const guide = await legacyCall<LegacyGuideDetails>(base, LEGACY_FAQ_REST.get, { id: legacyId, language });
  const list = await legacyCall<LegacyGuideList>(base, LEGACY_FAQ_REST.findGuide, { language });
  return { guide, listed: list.data.guides.find((entry) => entry.id === legacyId) };
}

describe('an article an editor edits', () => {
  const edited = {
    product_id: '1',
    id: WITHDRAWAL_TIME.rowId,
    type_id: WITHDRAWAL_TIME.typeRowId,
    language: 'US',
    title: 'How long does a withdrawal take now?',
    content: '<p>Withdrawals now arrive within <b>3 minutes</b>.</p>',
    phrasings: [],
  };

  it('does not reach the legacy client while it is a draft', async () => {
    const saved = await editorPost(sandbox, HELP_CENTRE_REST.saveDraft, ann, edited);
    expect(saved.code).toBe(ERROR_CODE.ok);
    const { guide, listed } = await guideAt(legacy.baseUrl, WITHDRAWAL_TIME.legacyId, 'US');
    expect(guide.data.title).toBe(FAQ_CONTENT.US.questions.withdrawalTime.title);
    expect(listed?.title).toBe(FAQ_CONTENT.US.questions.withdrawalTime.title);
  });

  it('is served by the legacy host, on its own origin and the sandbox’s, once published', async () => {
    const published = await editorPost(sandbox, HELP_CENTRE_REST.publish, ann, {
      product_id: '1',
      id: WITHDRAWAL_TIME.rowId,
      language: 'US',
    });
    expect(published.code).toBe(ERROR_CODE.ok);
    for (const base of [legacy.baseUrl, sandbox.baseUrl]) {
      const { guide, listed } = await guideAt(base, WITHDRAWAL_TIME.legacyId, 'US');
      expect(guide).toMatchObject({
        code: ERROR_CODE.ok,
        data: { id: WITHDRAWAL_TIME.legacyId, title: edited.title, content: edited.content },
      });
      expect(listed).toEqual({
        id: WITHDRAWAL_TIME.legacyId,
        type_id: WITHDRAWAL_TIME.legacyTypeId,
        title: edited.title,
      });
    }
  });

  it('keeps its text in the languages not edited', async () => {
    const { guide } = await guideAt(legacy.baseUrl, WITHDRAWAL_TIME.legacyId, 'JP');
    expect(guide.data.title).toBe(FAQ_CONTENT.JP.questions.withdrawalTime.title);
  });
});

describe('a guide no longer published', () => {
  it('is notFound and not listed', async () => {
    const database = await openTestDatabase(dataDir);
    try {
      await database.db
        .updateTable('faq_questions')
        .set({ status: 'draft' })
        .where('id', '=', APP_CRASH.rowId)
        .execute();
    } finally {
      await database.close();
    }
    const { guide, listed } = await guideAt(legacy.baseUrl, APP_CRASH.legacyId, 'US');
    expect(guide.code).toBe(ERROR_CODE.notFound);
    expect(listed).toBeUndefined();
  });
});
