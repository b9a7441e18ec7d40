import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FAQ_KEYWORD_MAX_LENGTH } from '../../protocol/faq';
import { faqLink } from '../../lib/faqLink';
import './faqSearch.css';
import '../../ui/forms.css';

interface FaqSearchFormProps {
  /** The FAQ screen that shows the results (`?keyword=`). */
  pathname: string;
  initialKeyword?: string;
  /** The label's id, for a section that the form names. */
  labelId?: string;
  /** Keep the label for screen readers only (the home card has its own heading). */
  hideLabel?: boolean;
}

/** The FAQ search form (the FAQ home and the help home): submitting opens `pathname?keyword=…`, keeping the link's query. */
export function FaqSearchForm({ pathname, initialKeyword = '', labelId, hideLabel = false }: FaqSearchFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initialKeyword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    void navigate(faqLink(pathname, search, text ? { keyword: text } : {}));
  };

  return (
    <form role="search" className="faq-search__form" onSubmit={submit}>
      <label id={labelId} htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'faq-search__label'}>
        {t('faq.searchLabel')}
      </label>
      <div className="faq-search__row">
        <input
          id={inputId}
          className="text-input faq-search__input"
          type="search"
          value={draft}
          maxLength={FAQ_KEYWORD_MAX_LENGTH}
          placeholder={t('faq.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          className="button button--primary faq-search__submit"
          aria-label={t('faq.searchButton')}
        />
      </div>
    </form>
  );
}
