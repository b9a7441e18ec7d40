import { HELP_CENTRE_LIMITS } from '../../protocol/helpCentreEditing';
import { RichText } from '../../ui/RichText';
import { phrasingsOf, type ArticleForm } from './articleForm';
import { categoryLabel, type Category } from './articleSummaries';

interface ArticleFieldsProps {
  form: ArticleForm;
  onChange: (form: ArticleForm) => void;
  /** Only a new article picks its category. */
  isNew: boolean;
  categories: readonly Category[];
  readOnly: boolean;
}

/** What the server keeps on save (docs/protocol.md, "Help-centre editing"). */
const ALLOWED_HTML = 'p, br, b, strong, i, em, u, ul, ol, li, span and http(s) links';

/** The title, answer (HTML, with the customers' rendering beside it) and phrasings of one article. */
export function ArticleFields({ form, onChange, isNew, categories, readOnly }: ArticleFieldsProps) {
  const set = (field: keyof ArticleForm) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...form, [field]: event.currentTarget.value });
  const phrasingCount = phrasingsOf(form.phrasings).length;
  return (
    <div className="help-centre__fields">
      {isNew && <CategoryField form={form} categories={categories} readOnly={readOnly} onChange={onChange} />}
      <label htmlFor="help-centre-article-title">Title</label>
      <input id="help-centre-article-title" value={form.title} readOnly={readOnly} onChange={set('title')} />
      <label htmlFor="help-centre-article-answer">Answer (HTML)</label>
      <textarea
        id="help-centre-article-answer"
        rows={8}
        value={form.content}
        readOnly={readOnly}
        aria-describedby="help-centre-article-answer-hint"
        onChange={set('content')}
      />
      <p id="help-centre-article-answer-hint" className="agent-muted">
        Saving keeps {ALLOWED_HTML}; anything else is removed. The preview shows the answer as customers see it.
      </p>
      <section className="help-centre__preview" aria-labelledby="help-centre-preview-title">
        <h4 id="help-centre-preview-title">Preview</h4>
        <RichText html={form.content} className="help-centre__rich" />
      </section>
      <label htmlFor="help-centre-article-phrasings">Questions customers ask (one per line)</label>
      <textarea
        id="help-centre-article-phrasings"
        rows={6}
        value={form.phrasings}
        readOnly={readOnly}
        aria-describedby="help-centre-article-phrasings-hint"
        onChange={set('phrasings')}
      />
      <p id="help-centre-article-phrasings-hint" className="agent-muted">
        {phrasingCount} of at most {HELP_CENTRE_LIMITS.phrasingsMax}: other ways customers ask what this article
        answers. The assistant finds the article by them.
      </p>
    </div>
  );
}

interface CategoryFieldProps {
  form: ArticleForm;
  categories: readonly Category[];
  readOnly: boolean;
  onChange: (form: ArticleForm) => void;
}

/** Categories have no names in the console: the ones its articles are in, else a category id typed in. */
function CategoryField({ form, categories, readOnly, onChange }: CategoryFieldProps) {
  const choose = (typeId: string) => onChange({ ...form, typeId });
  if (categories.length === 0)
    return (
      <>
        <label htmlFor="help-centre-article-category">Category id</label>
        <input
          id="help-centre-article-category"
          inputMode="numeric"
          value={form.typeId}
          readOnly={readOnly}
          onChange={(event) => choose(event.currentTarget.value.trim())}
        />
      </>
    );
  return (
    <>
      <label htmlFor="help-centre-article-category">Category</label>
      <select
        id="help-centre-article-category"
        value={form.typeId}
        disabled={readOnly}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {categoryLabel(category)}
          </option>
        ))}
      </select>
    </>
  );
}
