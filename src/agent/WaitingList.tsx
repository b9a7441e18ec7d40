import { useId } from 'react';
import type { WaitingReception } from './frames';
import { formatWaitingTime, isoTime } from './formatTime';
import { useNow } from './useNow';

interface WaitingListProps {
  receptions: WaitingReception[];
  canAccept: boolean;
  onAccept: (receptionId: string) => void;
}

export function WaitingList({ receptions, canAccept, onAccept }: WaitingListProps) {
  const now = useNow(15_000);
  return (
    <section className="agent-panel" aria-labelledby="waiting-title">
      <h2 id="waiting-title">Waiting customers ({receptions.length})</h2>
      {receptions.length === 0 ? (
        <p className="agent-muted">Nobody is waiting.</p>
      ) : (
        <ul className="agent-list">
          {receptions.map((reception) => (
            <WaitingItem key={reception.reception_id} reception={reception} now={now} canAccept={canAccept} onAccept={onAccept} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface WaitingItemProps {
  reception: WaitingReception;
  now: number;
  canAccept: boolean;
  onAccept: (receptionId: string) => void;
}

function WaitingItem({ reception, now, canAccept, onAccept }: WaitingItemProps) {
  const nameId = useId();
  const { customer, summary } = reception;
  return (
    <li className="agent-card">
      <div className="agent-card__head">
        <h3 id={nameId}>{customer.nickname || `Customer ${customer.id}`}</h3>
        <button type="button" aria-describedby={nameId} disabled={!canAccept} onClick={() => onAccept(reception.reception_id)}>
          Accept
        </button>
      </div>
      <p className="agent-muted">
        Waiting for <time dateTime={isoTime(summary.since)}>{formatWaitingTime(now - summary.since)}</time>
      </p>
      {summary.questions.length === 0 ? (
        <p className="agent-muted">No questions to the AI assistant.</p>
      ) : (
        <>
          <h4>Asked the AI assistant</h4>
          <ol className="agent-questions">
            {summary.questions.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ol>
        </>
      )}
    </li>
  );
}
