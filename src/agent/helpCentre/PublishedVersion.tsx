import { useTranslation } from 'react-i18next';
import type { PublishedText } from '../../protocol/helpCentreEditing';
import { RichText } from '../../ui/RichText';

/** What customers and the assistant see now in this language. */
export function PublishedVersion({ published }: { published: PublishedText | null }) {
  const { t } = useTranslation();
  return (
    <section className="help-centre__published" aria-labelledby="help-centre-published-title">
      <h4 id="help-centre-published-title">{t('helpCentre.publishedVersion.title')}</h4>
      {published === null ? (
        <p className="agent-muted">{t('helpCentre.publishedVersion.notYet')}</p>
      ) : (
        <>
          <p className="help-centre__published-title">{published.title}</p>
          <RichText html={published.content} className="help-centre__rich" />
          <p className="agent-muted">
            {t('helpCentre.publishedVersion.phrasings', { total: published.phrasings.length })}
          </p>
          <ul className="help-centre__phrasings">
            {published.phrasings.map((phrasing) => (
              <li key={phrasing}>{phrasing}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
