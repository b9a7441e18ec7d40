import type { TFunction } from 'i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_LENGTH, type CustomerSearchResult } from '../../protocol/customerProfiles';
import { type ConsoleText, translated } from '../i18n/consoleText';
import { customerName } from '../names';
import { searchCustomers } from './profilesApi';
import { matchText } from './profileLabels';

interface CustomerSearchProps {
  fetchFn: typeof fetch;
  token: string;
  onOpen: (customerId: string) => void;
}

type Searched =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; query: string; results: CustomerSearchResult[] }
  | { status: 'failed'; problem: ConsoleText };

function statusText(searched: Searched, t: TFunction): string {
  switch (searched.status) {
    case 'idle':
      return '';
    case 'searching':
      return t('profiles.search.searching');
    case 'found': {
      const count = searched.results.length;
      if (count === 0) return t('profiles.search.none', { query: searched.query });
      return t('profiles.search.found', { count, query: searched.query });
    }
    case 'failed':
      return translated(t, searched.problem);
  }
}

/** Finds the company's customers by name, user id or order number; a result opens its profile. */
export function CustomerSearch({ fetchFn, token, onOpen }: CustomerSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<Searched>({ status: 'idle' });
  // Only the latest search's answer is shown, whichever answer arrives last.
  const latest = useRef(0);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    const asked = (latest.current += 1);
    setSearched({ status: 'searching' });
    const answer = await searchCustomers(fetchFn, token, q);
    if (asked !== latest.current) return;
    setSearched(
      answer.ok
        ? { status: 'found', query: q, results: answer.data.customers }
        : { status: 'failed', problem: answer.problem },
    );
  };
  return (
    <section className="agent-panel" aria-labelledby="customer-search-title">
      <h2 id="customer-search-title">{t('profiles.search.title')}</h2>
      <form role="search" className="agent-search" aria-labelledby="customer-search-title" onSubmit={search}>
        <label htmlFor={inputId}>{t('profiles.search.label')}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" disabled={searched.status === 'searching' || query.trim() === ''}>
          {t('profiles.search.submit')}
        </button>
      </form>
      <p role="status" className="agent-muted">
        {statusText(searched, t)}
      </p>
      {searched.status === 'found' && searched.results.length > 0 && (
        <ul className="agent-list" aria-label={t('profiles.search.results')}>
          {searched.results.map((result) => (
            <SearchResult
              key={[result.customer.id, result.match, result.order_no, result.product?.id].join(' ')}
              result={result}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SearchResult({ result, onOpen }: { result: CustomerSearchResult; onOpen: (customerId: string) => void }) {
  const { t } = useTranslation();
  const describedBy = useId();
  return (
    <li className="agent-row">
      <button
        type="button"
        className="agent-link"
        aria-describedby={describedBy}
        onClick={() => onOpen(result.customer.id)}
      >
        {customerName(result.customer, t)}
      </button>
      <span id={describedBy} className="agent-muted">
        {t('app.user', { id: result.customer.id })} · {matchText(result, t)}
      </span>
    </li>
  );
}
