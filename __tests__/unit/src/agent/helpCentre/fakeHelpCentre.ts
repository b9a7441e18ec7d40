import type { ProductRef } from '../../../../../src/protocol/customerProfiles';
import type {
  ArticleSummary,
  EditableArticle,
  UnansweredQuestion,
} from '../../../../../src/protocol/helpCentreEditing';

export const T = 1_732_170_000_000;

/** The products of the agent's company, as the sandbox lists them. */
export const PRODUCTS: ProductRef[] = [
  { id: '1', name: 'Demo' },
  { id: '3', name: 'Demo (colour scheme 3)' },
];

export const ARTICLES: ArticleSummary[] = [
  {
    id: '1001',
    type_id: '101',
    title: 'How do I reset my password?',
    status: 'published',
    has_draft: false,
    updated_at: T,
  },
  {
    id: '1002',
    type_id: '101',
    title: 'Why is my account locked?',
    status: 'published',
    has_draft: true,
    updated_at: T,
  },
  {
    id: '1003',
    type_id: '102',
    title: 'Which deposit methods are there?',
    status: 'draft',
    has_draft: true,
    updated_at: T,
  },
];

export const LOCKED: EditableArticle = {
  id: '1002',
  type_id: '101',
  status: 'published',
  published: {
    title: 'Why is my account locked?',
    content: '<p>Locked after <b>5</b> wrong passwords.</p>',
    phrasings: ['locked out', 'too many tries'],
  },
  draft: {
    title: 'Why is my account locked?',
    content: '<p>Locked after 5 wrong passwords in a row.</p>',
    phrasings: ['locked out', 'too many tries'],
    editor: 'Ann',
    saved_at: T,
  },
  revisions: [
    { id: '12', state: 'draft', editor: 'Ann', at: T },
    { id: '11', state: 'published', editor: 'Ben', at: T - 86_400_000 },
  ],
};

export const UNANSWERED: UnansweredQuestion[] = [
  { key: 'cant get in after many tries', text: 'cant get in after many tries', count: 4, last_asked_at: T },
  { key: 'is there a fee', text: 'Is there a fee?', count: 1, last_asked_at: T - 3_600_000 },
];

type ArticleText = { title: string; content: string; phrasings: string[] };

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  token: string | null;
  body: unknown;
}

/**
 * The sandbox's help-centre editor API as far as the console uses it, at the console's boundary
 * (its `fetchFn`): what it was asked, and answers from a small help centre.
 */
export function fakeHelpCentre({
  canEdit = true as boolean | undefined,
  editor = true,
  products = PRODUCTS as ProductRef[] | 'unreachable',
} = {}) {
  const calls: Call[] = [];
  let unanswered = [...UNANSWERED];
  let articles = [...ARTICLES];
  let locked = LOCKED;
  const envelope = (code: number, data: unknown = null) =>
    ({ json: async () => ({ code, msg: '', data }) }) as Response;
  const answer = (call: Call): Response => {
    const write = call.method === 'POST';
    if (write && !editor) return envelope(1011);
    switch (call.path) {
      case '/api/v1/agent/help-centre/products':
        return envelope(0, { products });
      case '/api/v1/agent/help-centre/articles': {
        const q = call.query.q?.toLowerCase() ?? '';
        const found = articles.filter((article) => article.title.toLowerCase().includes(q));
        return envelope(0, { articles: found, ...(canEdit === undefined ? {} : { can_edit: canEdit }) });
      }
      case '/api/v1/agent/help-centre/article':
        return call.query.id === locked.id ? envelope(0, locked) : envelope(1005);
      case '/api/v1/agent/help-centre/save-draft': {
        const { id, title, content, phrasings } = call.body as { id?: string } & ArticleText;
        if (id === undefined) articles = [...articles, { ...ARTICLES[2], id: '1004', title }];
        // The sandbox sanitizes the answer on save; a <div> is one of the tags it drops.
        const kept = { title, content: content.replace(/<\/?div>/g, ''), phrasings };
        if (id === locked.id) locked = { ...locked, draft: { ...kept, editor: 'Ann', saved_at: T + 1 } };
        return envelope(0, { id: id ?? '1004' });
      }
      case '/api/v1/agent/help-centre/publish':
        if (locked.draft === null) return envelope(1005);
        locked = { ...locked, published: locked.draft, draft: null };
        return envelope(0, { published_at: T });
      case '/api/v1/agent/help-centre/unanswered':
        return envelope(0, { questions: unanswered });
      case '/api/v1/agent/help-centre/add-phrasing':
        unanswered = unanswered.filter((question) => question.key !== (call.body as { key: string }).key);
        return envelope(0, {});
      default:
        return envelope(1005);
    }
  };
  const fetchFn = (async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      token: headers['X-Token'] ?? null,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    calls.push(call);
    if (call.path.endsWith('/products') && products === 'unreachable') throw new TypeError('Failed to fetch');
    return answer(call);
  }) as unknown as typeof fetch;
  return {
    fetchFn,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === `/api/v1/agent/help-centre/${path}`),
  };
}
