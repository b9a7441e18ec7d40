import { useTranslation } from 'react-i18next';
import type { ArticleRevision } from '../../protocol/helpCentreEditing';
import { formatDateTime, isoTime } from '../formatTime';

/** Every saved edit of the article in this language, newest first: who, when, draft or published. */
export function Revisions({ revisions }: { revisions: readonly ArticleRevision[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="help-centre__revisions" aria-labelledby="help-centre-revisions-title">
      <h4 id="help-centre-revisions-title">{t('helpCentre.revisions.title', { total: revisions.length })}</h4>
      {revisions.length === 0 ? (
        <p className="agent-muted">{t('helpCentre.revisions.none')}</p>
      ) : (
        <ol className="agent-list">
          {revisions.map((revision) => (
            <li key={revision.id} className="agent-row">
              <span className={`agent-badge help-centre__badge--${revision.state === 'published' ? 'ok' : 'warn'}`}>
                {t(revision.state === 'published' ? 'helpCentre.published' : 'helpCentre.draft')}
              </span>
              <span>{revision.editor}</span>
              <time dateTime={isoTime(revision.at)}>{formatDateTime(revision.at, i18n.language)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
