import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../ui/RichText';
import type { LegacyGuide } from '../../protocol/faq';
import { QueryStatus } from './QueryStatus';
import { useLegacyGuideQuery, useLegacyGuidesQuery } from './faqApi';
import { useFaqScope } from './useFaqScope';

/** Guides from the legacy FAQ client (spec §6); each opens in place and loads when first opened. */
export function GuideList() {
  const { t } = useTranslation();
  const { language } = useFaqScope();
  const guides = useLegacyGuidesQuery({ language });
  return (
    <section className="faq__section" aria-labelledby="faq-guides">
      <h2 id="faq-guides" className="faq__heading">
        {t('faq.guides')}
      </h2>
      <QueryStatus
        isLoading={guides.isLoading}
        error={guides.error}
        onRetry={() => void guides.refetch()}
        isEmpty={guides.data?.length === 0}
        emptyText={t('faq.noGuides')}
      >
        <ul className="faq-guides">
          {guides.data?.map((guide) => (
            <li key={guide.id}>
              <Guide guide={guide} />
            </li>
          ))}
        </ul>
      </QueryStatus>
    </section>
  );
}

function Guide({ guide }: { guide: LegacyGuide }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="faq-guides__item" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="faq-guides__title">{guide.title}</summary>
      {open ? <GuideBody id={guide.id} /> : null}
    </details>
  );
}

function GuideBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const { language } = useFaqScope();
  const body = useLegacyGuideQuery({ id, language });
  return (
    <QueryStatus
      isLoading={body.isLoading}
      error={body.error}
      onRetry={() => void body.refetch()}
      isEmpty={false}
      emptyText=""
    >
      {body.data ? (
        <RichText className="faq-answer__content" html={body.data.content} />
      ) : (
        <span>{t('common.loading')}</span>
      )}
    </QueryStatus>
  );
}
