import type { LeftMessage } from './frames';
import { formatDateTime, isoTime } from './formatTime';
import { customerName } from './names';

export function LeftMessages({ messages }: { messages: LeftMessage[] }) {
  return (
    <section className="agent-panel" aria-labelledby="left-title">
      <h2 id="left-title">Left messages ({messages.length})</h2>
      {messages.length === 0 ? (
        <p className="agent-muted">No left messages.</p>
      ) : (
        <ul className="agent-list">
          {messages.map((message, index) => (
            <li key={index} className="agent-card">
              <p className="agent-card__meta">
                <strong>{customerName(message.customer)}</strong>
                {' · '}
                <time dateTime={isoTime(message.at)}>{formatDateTime(message.at)}</time>
              </p>
              <p className="agent-text">{message.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
