import type { ArticleRevision } from '../../protocol/helpCentreEditing';
import { formatDateTime, isoTime } from '../formatTime';

/** Every saved edit of the article in this language, newest first: who, when, draft or published. */
export function Revisions({ revisions }: { revisions: readonly ArticleRevision[] }) {
  return (
    <section className="help-centre__revisions" aria-labelledby="help-centre-revisions-title">
      <h4 id="help-centre-revisions-title">Revisions ({revisions.length})</h4>
      {revisions.length === 0 ? (
        <p className="agent-muted">No edits yet: the article is as the help centre was seeded.</p>
      ) : (
        <ol className="agent-list">
          {revisions.map((revision) => (
            <li key={revision.id} className="agent-row">
              <span className={`agent-badge help-centre__badge--${revision.state === 'published' ? 'ok' : 'warn'}`}>
                {revision.state === 'published' ? 'Published' : 'Draft'}
              </span>
              <span>{revision.editor}</span>
              <time dateTime={isoTime(revision.at)}>{formatDateTime(revision.at)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
