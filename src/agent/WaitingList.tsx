import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AiQuestions } from './AiQuestions';
import { CustomerLocale } from './CustomerLocale';
import type { WaitingReception } from './frames';
import { formatWaitingTime, isoTime } from './formatTime';
import { customerName } from './names';
import { useNow } from './useNow';
import { LatestReplay } from './recordings/CustomerRecordings';
import { offerOf, offerText } from './waiting';

interface WaitingListProps {
  receptions: WaitingReception[];
  agentId: string;
  /** Accepting needs an open socket. */
  online: boolean;
  onAccept: (receptionId: string) => void;
}

/** The queue, with who each request is offered to: only that agent may accept it (server/README.md, "Agent socket"). */
export function WaitingList({ receptions, agentId, online, onAccept }: WaitingListProps) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  return (
    <section className="agent-panel" aria-labelledby="waiting-title">
      <h2 id="waiting-title">{t('waiting.title', { total: receptions.length })}</h2>
      {receptions.length === 0 ? (
        <p className="agent-muted">{t('waiting.none')}</p>
      ) : (
        <ul className="agent-list">
          {receptions.map((reception) => (
            <WaitingItem
              key={reception.reception_id}
              reception={reception}
              agentId={agentId}
              now={now}
              online={online}
              onAccept={onAccept}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface WaitingItemProps {
  reception: WaitingReception;
  agentId: string;
  now: number;
  online: boolean;
  onAccept: (receptionId: string) => void;
}

function WaitingItem({ reception, agentId, now, online, onAccept }: WaitingItemProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { customer, summary } = reception;
  const offer = offerOf(reception, agentId);
  return (
    <li className={`agent-card${offer.kind === 'toYou' ? ' agent-card--offered' : ''}`}>
      <div className="agent-card__head">
        <h3 id={nameId}>{customerName(customer, t)}</h3>
        <CustomerLocale locale={reception.locale} />
        {offer.kind === 'toYou' && (
          <button
            type="button"
            aria-describedby={nameId}
            disabled={!online}
            onClick={() => onAccept(reception.reception_id)}
          >
            {t('waiting.accept')}
          </button>
        )}
      </div>
      <p className={offer.kind === 'toYou' ? 'agent-offer' : 'agent-muted'}>{offerText(offer, t)}</p>
      <p className="agent-muted">
        <Trans
          i18nKey="waiting.since"
          values={{ wait: formatWaitingTime(now - summary.since, t) }}
          components={{ time: <time dateTime={isoTime(summary.since)} /> }}
        />
      </p>
      <AiQuestions questions={summary.questions} />
      <LatestReplay customerId={customer.id} describedBy={nameId} />
    </li>
  );
}
