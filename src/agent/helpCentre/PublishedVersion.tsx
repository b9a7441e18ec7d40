import type { PublishedText } from '../../protocol/helpCentreEditing';
import { RichText } from '../../ui/RichText';

/** What customers and the assistant see now in this language. */
export function PublishedVersion({ published }: { published: PublishedText | null }) {
  return (
    <section className="help-centre__published" aria-labelledby="help-centre-published-title">
      <h4 id="help-centre-published-title">Published version</h4>
      {published === null ? (
        <p className="agent-muted">Not published in this language yet.</p>
      ) : (
        <>
          <p className="help-centre__published-title">{published.title}</p>
          <RichText html={published.content} className="help-centre__rich" />
          <p className="agent-muted">Questions customers ask ({published.phrasings.length})</p>
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
