import { useTranslation } from 'react-i18next';
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

/** The elements the server keeps on save, besides http(s) links (docs/protocol.md, "Help-centre editing"). */
const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'span'].join(', ');

/** The title, answer (HTML, with the customers' rendering beside it) and phrasings of one article. */
export function ArticleFields({ form, onChange, isNew, categories, readOnly }: ArticleFieldsProps) {
  const { t } = useTranslation();
  const set = (field: keyof ArticleForm) => (value: string) => onChange({ ...form, [field]: value });
  const phrasingCount = phrasingsOf(form.phrasings).length;
  return (
    <div className="help-centre__fields">
      {isNew && <CategoryField form={form} categories={categories} readOnly={readOnly} onChange={onChange} />}
      <label htmlFor="help-centre-article-title">{t('helpCentre.fields.title')}</label>
      <input
        id="help-centre-article-title"
        value={form.title}
        readOnly={readOnly}
        onChange={(event) => set('title')(event.currentTarget.value)}
      />
      <TextAreaField
        id="help-centre-article-answer"
        label={t('helpCentre.fields.answer')}
        rows={8}
        value={form.content}
        readOnly={readOnly}
        onChange={set('content')}
        hint={t('helpCentre.fields.answerHint', { tags: ALLOWED_TAGS })}
      />
      <section className="help-centre__preview" aria-labelledby="help-centre-preview-title">
        <h4 id="help-centre-preview-title">{t('helpCentre.fields.preview')}</h4>
        <RichText html={form.content} className="help-centre__rich" />
      </section>
      <TextAreaField
        id="help-centre-article-phrasings"
        label={t('helpCentre.fields.phrasings')}
        rows={6}
        value={form.phrasings}
        readOnly={readOnly}
        onChange={set('phrasings')}
        hint={t('helpCentre.fields.phrasingsHint', { used: phrasingCount, max: HELP_CENTRE_LIMITS.phrasingsMax })}
      />
    </div>
  );
}

interface TextAreaFieldProps {
  id: string;
  label: string;
  rows: number;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  /** Read with the field: what it takes. */
  hint: string;
}

function TextAreaField({ id, label, rows, value, readOnly, onChange, hint }: TextAreaFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        readOnly={readOnly}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-hint`} className="agent-muted">
        {hint}
      </p>
    </>
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
  const { t } = useTranslation();
  const choose = (typeId: string) => onChange({ ...form, typeId });
  if (categories.length === 0)
    return (
      <>
        <label htmlFor="help-centre-article-category">{t('helpCentre.fields.categoryId')}</label>
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
      <label htmlFor="help-centre-article-category">{t('helpCentre.fields.category')}</label>
      <select
        id="help-centre-article-category"
        value={form.typeId}
        disabled={readOnly}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">{t('helpCentre.fields.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {categoryLabel(category, t)}
          </option>
        ))}
      </select>
    </>
  );
}
