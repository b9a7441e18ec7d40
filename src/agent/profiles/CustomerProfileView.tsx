import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerProfile, PastSession, ProductRef } from '../../protocol/customerProfiles';
import { formatDateTime, isoTime } from '../formatTime';
import { customerName, productText } from '../names';
import { WORK_ORDER_STATUS_KEYS, workOrderLabel } from '../orderLabels';
import { CustomerRecordings } from '../recordings/CustomerRecordings';
import { ratingStars, servedByText } from './pastSessions';
import { loadCustomerProfile, type Loaded } from './profilesApi';
import { outcomeText } from './profileLabels';
import { translated } from '../i18n/consoleText';

interface CustomerProfileViewProps {
  fetchFn: typeof fetch;
  token: string;
  customerId: string;
}

/** One customer as the company knows them: loaded when opened, again on Refresh. */
export function CustomerProfileView({ fetchFn, token, customerId }: CustomerProfileViewProps) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<{ version: number; answer: Loaded<CustomerProfile> } | null>(null);
  useEffect(() => {
    let current = true;
    void loadCustomerProfile(fetchFn, token, customerId).then((answer) => {
      if (current) setLoaded({ version, answer });
    });
    return () => {
      current = false;
    };
  }, [fetchFn, token, customerId, version]);
  const answer = loaded?.answer ?? null;
  const profile = answer?.ok ? answer.data : null;
  return (
    <section
      className="agent-panel agent-profile"
      aria-labelledby="customer-profile-title"
      aria-busy={loaded?.version !== version}
    >
      <div className="agent-card__head">
        <h2 id="customer-profile-title">
          {profile
            ? t('profiles.title', { name: customerName(profile.customer, t) })
            : t('app.customer', { id: customerId })}
        </h2>
        <button type="button" className="agent-secondary" onClick={() => setVersion(version + 1)}>
          {t('profiles.refresh')}
        </button>
      </div>
      {answer === null ? (
        <p className="agent-muted">{t('profiles.loading')}</p>
      ) : answer.ok ? (
        <ProfileDetails profile={answer.data} />
      ) : (
        <p className="agent-muted">{translated(t, answer.problem)}</p>
      )}
    </section>
  );
}

function ProfileDetails({ profile }: { profile: CustomerProfile }) {
  const { t, i18n } = useTranslation();
  const { customer, sessions, work_orders: workOrders, left_messages: leftMessages } = profile;
  const product = (ref: ProductRef | undefined) => productText(ref, t);
  return (
    <>
      <dl className="agent-facts">
        <dt>{t('profiles.userId')}</dt>
        <dd>{customer.id}</dd>
        <dt>{t('context.locale')}</dt>
        <dd>{profile.locale || t('context.notKnown')}</dd>
        <dt>{t('context.timeZone')}</dt>
        <dd>{profile.time_zone || t('context.notKnown')}</dd>
        <dt>{t('context.product')}</dt>
        <dd>{product(profile.product)}</dd>
        {profile.products.length > 1 && (
          <>
            <dt>{t('profiles.allProducts')}</dt>
            <dd>{profile.products.map(product).join(', ')}</dd>
          </>
        )}
      </dl>
      <h3>{t('profiles.pastSessions', { total: sessions.length })}</h3>
      {sessions.length === 0 ? (
        <p className="agent-muted">{t('profiles.noSessions')}</p>
      ) : (
        <ol className="agent-list" aria-label={t('profiles.pastSessionsList')}>
          {sessions.map((session) => (
            <SessionItem key={session.reception_id} session={session} />
          ))}
        </ol>
      )}
      <h3>{t('context.workOrders', { total: workOrders.length })}</h3>
      {workOrders.length === 0 ? (
        <p className="agent-muted">{t('context.noWorkOrders')}</p>
      ) : (
        <ul className="agent-list">
          {workOrders.map((order) => (
            <li key={order.id} className="agent-row">
              <span>{order.order_no}</span>
              <span>{workOrderLabel(order, t)}</span>
              <time dateTime={isoTime(order.created_at)}>{formatDateTime(order.created_at, i18n.language)}</time>
              <span className={`agent-badge agent-badge--${order.status}`}>
                {t(WORK_ORDER_STATUS_KEYS[order.status])}
              </span>
              {order.summary !== '' && <span className="agent-muted">{order.summary}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('left.title', { total: leftMessages.length })}</h3>
      {leftMessages.length === 0 ? (
        <p className="agent-muted">{t('left.none')}</p>
      ) : (
        <ul className="agent-list">
          {leftMessages.map((message, index) => (
            <li key={index} className="agent-card">
              <p className="agent-card__meta">
                <time dateTime={isoTime(message.at)}>{formatDateTime(message.at, i18n.language)}</time> ·{' '}
                {product(message.product)}
              </p>
              <p className="agent-text">{message.content}</p>
            </li>
          ))}
        </ul>
      )}
      <CustomerRecordings customerId={customer.id} />
    </>
  );
}

function SessionItem({ session }: { session: PastSession }) {
  const { t, i18n } = useTranslation();
  const { rating } = session;
  return (
    <li className="agent-card">
      <p className="agent-card__meta">
        <time dateTime={isoTime(session.started_at)}>{formatDateTime(session.started_at, i18n.language)}</time>
        {' · '}
        <strong>{servedByText(session, t)}</strong>
        {' · '}
        {productText(session.product, t)}
      </p>
      <p>
        {rating && (
          <>
            <span className="agent-rating__stars" aria-hidden="true">
              {ratingStars(rating.score)}
            </span>{' '}
          </>
        )}
        {outcomeText(session, t)}
      </p>
      {rating?.comment ? <p className="agent-text">“{rating.comment}”</p> : null}
    </li>
  );
}
