import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODE } from '../../protocol/codes';
import type { ProductRef } from '../../protocol/customerProfiles';
import type { ArticleList as ArticleListData } from '../../protocol/helpCentreEditing';
import { consoleText } from '../i18n/consoleText';
import { ViewTabs, viewPanelId, viewTabId, type View } from './ViewTabs';
import { ArticleEditor } from './ArticleEditor';
import { ArticleList } from './ArticleList';
import { categoriesOf } from './articleSummaries';
import { createHelpCentreApi, type HelpCentreApi, type Refusal } from './helpCentreApi';
import { Outcome } from './Outcome';
import { READ_ONLY_EXPLANATION } from './problems';
import { initialScope, scopeKey, type Scope } from './scope';
import { ScopePicker } from './ScopePicker';
import { UnansweredQuestions } from './UnansweredQuestions';
import { useRemote, type Remote } from './useRemote';
import './helpCentre.css';

type Pane = 'articles' | 'unanswered';
const PANES: readonly View<Pane>[] = [
  { id: 'articles', label: 'helpCentre.articles' },
  { id: 'unanswered', label: 'helpCentre.unanswered' },
];

interface HelpCentreProps {
  fetchFn: typeof fetch;
  /** The signed-in agent's token. */
  token: string;
}

/** The help centre's editors' view (docs/protocol.md, "Help-centre editing"), over the products of the agent's company. */
export function HelpCentre({ fetchFn, token }: HelpCentreProps) {
  const { t } = useTranslation();
  const api = useMemo(() => createHelpCentreApi(fetchFn, token), [fetchFn, token]);
  const products = useRemote('products', api.products);
  const listed = products.data?.products ?? [];
  return (
    <section className="help-centre" aria-labelledby="help-centre-title">
      <h2 id="help-centre-title">{t('helpCentre.title')}</h2>
      {listed.length > 0 ? (
        <ProductsHelpCentre api={api} products={listed} />
      ) : (
        <>
          <Outcome
            loading={products.loading}
            notice={products.data ? consoleText('helpCentre.noProducts') : null}
            problem={null}
            loadRefusal={products.refusal}
          />
          {products.refusal !== null && !products.loading && (
            <button type="button" className="agent-secondary" onClick={products.reload}>
              {t('helpCentre.retry')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

interface ProductsHelpCentreProps {
  api: HelpCentreApi;
  products: readonly ProductRef[];
}

/** Articles and unanswered questions of one product in one language, both picked. */
function ProductsHelpCentre({ api, products }: ProductsHelpCentreProps) {
  const { t } = useTranslation();
  const [scope, setScope] = useState(() => initialScope(products[0].id));
  const [pane, setPane] = useState<Pane>('articles');
  const [writeRefused, setWriteRefused] = useState(false);
  const key = scopeKey(scope);
  const articles = useRemote(key, () => api.articles(scope));
  const canEdit = !writeRefused && articles.data?.can_edit !== false;
  const onRefused = useCallback((refusal: Refusal) => {
    if (refusal === ERROR_CODE.forbidden) setWriteRefused(true);
  }, []);

  return (
    <>
      <ScopePicker products={products} scope={scope} onChange={setScope} />
      {!canEdit && <p className="agent-notice">{t(READ_ONLY_EXPLANATION.key)}</p>}
      <ViewTabs label={t('helpCentre.sections')} views={PANES} selected={pane} onSelect={setPane} />
      <div
        role="tabpanel"
        id={viewPanelId('articles')}
        aria-labelledby={viewTabId('articles')}
        hidden={pane !== 'articles'}
      >
        <ArticlesPane key={key} api={api} scope={scope} articles={articles} canEdit={canEdit} onRefused={onRefused} />
      </div>
      {pane === 'unanswered' && (
        <div role="tabpanel" id={viewPanelId('unanswered')} aria-labelledby={viewTabId('unanswered')}>
          <UnansweredQuestions
            key={key}
            api={api}
            scope={scope}
            articles={articles.data?.articles ?? []}
            canEdit={canEdit}
            onChanged={articles.reload}
            onRefused={onRefused}
          />
        </div>
      )}
    </>
  );
}

interface ArticlesPaneProps {
  api: HelpCentreApi;
  scope: Scope;
  /** Every article of the scope: the list without a search, and the categories. */
  articles: Remote<ArticleListData>;
  canEdit: boolean;
  onRefused: (refusal: Refusal) => void;
}

/** The list (or a search in it) beside the article open in the editor. */
function ArticlesPane({ api, scope, articles, canEdit, onRefused }: ArticlesPaneProps) {
  const [query, setQuery] = useState('');
  // `opening` counts the times an article was opened: each opening starts a fresh editor, while a new
  // article that gets its id on its first save stays in the same one.
  const [open, setOpen] = useState<{ id: string | null; opening: number } | null>(null);
  const search = useRemote(query === '' ? null : query, () => api.articles(scope, query));
  const openArticle = (id: string | null) => setOpen((previous) => ({ id, opening: (previous?.opening ?? 0) + 1 }));
  const refreshLists = () => {
    articles.reload();
    if (query !== '') search.reload();
  };
  return (
    <div className="help-centre__split">
      <ArticleList
        remote={query === '' ? articles : search}
        query={query}
        onSearch={setQuery}
        openId={open?.id ?? null}
        onOpen={openArticle}
        canEdit={canEdit}
        onNew={() => openArticle(null)}
      />
      {open !== null && (
        <ArticleEditor
          key={open.opening}
          api={api}
          scope={scope}
          id={open.id}
          categories={categoriesOf(articles.data?.articles ?? [])}
          canEdit={canEdit}
          onClose={() => setOpen(null)}
          onCreated={(id) => setOpen((previous) => previous && { ...previous, id })}
          onChanged={refreshLists}
          onRefused={onRefused}
        />
      )}
    </div>
  );
}
