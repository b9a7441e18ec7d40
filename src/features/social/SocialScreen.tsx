import { Suspense, useState } from 'react';
import { lazyChunk } from '../../lib/loadChunk';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { errorCodeOf } from '../../api/apiError';
import { errorMessageKey } from '../../lib/i18n/errorMessages';
import { useLocaleTag } from '../../lib/i18n/format';
import { safeContactUrl, type ContactChannel } from '../../protocol/contact';
import { selectAppKey } from '../../session/screenSelectors';
import { useSignedIn } from '../../session/useSignedIn';
import { ScreenBar } from '../../ui/navigation/ScreenBar';
import { useContactChannelsQuery } from './socialApi';
import { formatSupportHours } from './supportHours';
import './social.css';

const VerifyDialog = lazyChunk(() =>
  import('./verify/VerifyDialog').then((module) => ({ default: module.VerifyDialog })),
);

/** `/social`: the product's contact channels and the send-identification-code popup. */
export function SocialScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const tag = useLocaleTag();
  const appKey = useSelector(selectAppKey);
  const identity = useSignedIn(false);
  const [verifying, setVerifying] = useState(false);
  const result = useContactChannelsQuery({ appKey }, { skip: !appKey });

  let body;
  if (result.isLoading) {
    body = (
      <p className="social__status" role="status">
        {t('common.loading')}
      </p>
    );
  } else if (result.isError || !appKey) {
    body = (
      <div className="social__error" role="alert">
        <p>{t(errorMessageKey(appKey ? errorCodeOf(result.error) : null))}</p>
        {appKey ? (
          <button type="button" className="button" onClick={() => void result.refetch()}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  } else {
    const channels = (result.data?.channels ?? []).filter((channel) => safeContactUrl(channel.url) !== null);
    const hours = result.data?.hours ? formatSupportHours(result.data.hours, tag) : null;
    body = (
      <>
        {channels.length === 0 ? (
          <p className="social__status">{t('social.noChannels')}</p>
        ) : (
          <ul className="social__channels">
            {channels.map((channel) => (
              <li key={channel.kind}>
                <ChannelLink channel={channel} />
              </li>
            ))}
          </ul>
        )}
        {hours ? (
          <section className="social__hours" aria-labelledby="social-hours">
            <h2 id="social-hours" className="social__heading">
              {t('social.hoursTitle')}
            </h2>
            <p>{t('social.hours', hours)}</p>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <main className="screen social">
      <ScreenBar />
      <h1 className="screen__title">{t('screens.social')}</h1>
      <p className="social__intro">{t('social.intro')}</p>
      {body}
      {identity.status === 'signedIn' ? (
        <section className="social__verify" aria-labelledby="social-verify">
          <h2 id="social-verify" className="social__heading">
            {t('verify.title')}
          </h2>
          <p>{t('verify.intro')}</p>
          <button type="button" className="button button--primary" onClick={() => setVerifying(true)}>
            {t('verify.open')}
          </button>
        </section>
      ) : null}
      <p>
        <Link className="button social__chat" to={{ pathname: '/chat', search }}>
          {t('home.chatWithSupport')}
        </Link>
      </p>
      {verifying ? (
        <Suspense fallback={null}>
          <VerifyDialog onClose={() => setVerifying(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}

const CHANNEL_KEYS = {
  email: 'social.channel.email',
  whatsapp: 'social.channel.whatsapp',
  telegram: 'social.channel.telegram',
  line: 'social.channel.line',
  facebook: 'social.channel.facebook',
  phone: 'social.channel.phone',
} as const;

function ChannelLink({ channel }: { channel: ContactChannel }) {
  const { t } = useTranslation();
  const href = safeContactUrl(channel.url) as string;
  const external = href.startsWith('https:');
  return (
    <a
      className={`social__channel social__channel--${channel.kind}`}
      href={href}
      rel="noopener noreferrer"
      {...(external ? { target: '_blank' } : {})}
    >
      <span className="social__channel-name">{t(CHANNEL_KEYS[channel.kind])}</span>
      <span className="social__channel-value">{channel.label}</span>
      {external ? <span className="visually-hidden">{t('social.opensNewWindow')}</span> : null}
    </a>
  );
}
