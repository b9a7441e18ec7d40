import { useTranslation } from 'react-i18next';
import type { TeamLive } from '../../protocol/supervisor';
import { formatDuration, NO_FIGURE } from './teamFigures';

/** Now: the queue, the agents on duty, the chats in progress. */
export function LiveFigures({ live }: { live: TeamLive }) {
  const { t } = useTranslation();
  const figures: [string, string | number][] = [
    [t('supervisor.live.waiting'), live.queue],
    [t('supervisor.live.longestWait'), live.queue === 0 ? NO_FIGURE : formatDuration(live.longest_wait_ms, t)],
    [t('supervisor.live.serving'), live.serving],
    [t('supervisor.live.online'), live.agents.online],
    [t('supervisor.live.busy'), live.agents.busy],
    [t('supervisor.live.away'), live.agents.away],
  ];
  return (
    <section aria-labelledby="supervisor-live-title">
      <h3 id="supervisor-live-title">{t('supervisor.live.title')}</h3>
      <dl className="supervisor-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="supervisor-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
