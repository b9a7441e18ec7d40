import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPERVISOR_RANGE_NAMES, type SupervisorRange, type SupervisorStats } from '../../protocol/supervisor';
import { LiveFigures } from './LiveFigures';
import { TeamTable } from './TeamTable';
import { bucketLabel, chartsOf, formatDuration, formatPercent, RANGE_KEYS } from './teamFigures';
import { TrendChart } from './TrendChart';
import { REFRESH_MS, useTeamStats } from './useTeamStats';
import './supervisor.css';
import { translated } from '../i18n/consoleText';

interface SupervisorViewProps {
  fetchFn: typeof fetch;
  token: string;
  /** Changes whenever the agent socket says the queue changed (its waiting list): the figures are asked again. */
  changes: unknown;
}

function Trends({ stats }: { stats: SupervisorStats }) {
  const { t, i18n } = useTranslation();
  const tag = i18n.language;
  const labels = useMemo(
    () => stats.buckets.map((bucket) => bucketLabel(bucket.start, stats.bucket_ms, stats.utc_offset, tag)),
    [stats, tag],
  );
  const charts = useMemo(() => chartsOf(stats, labels, t), [stats, labels, t]);
  const { totals } = stats;
  const figures: [string, string | number][] = [
    [t('supervisor.series.sessions'), totals.sessions],
    [t('supervisor.totals.wait'), formatDuration(totals.wait_ms, t)],
    [t('supervisor.totals.firstResponse'), formatDuration(totals.first_response_ms, t)],
    [t('supervisor.totals.handling'), formatDuration(totals.handling_ms, t)],
    [
      t('supervisor.series.csat'),
      t('supervisor.totals.csat', {
        csat: formatPercent(totals.csat, t),
        ratings: t('supervisor.ratings', { count: totals.ratings }),
      }),
    ],
  ];
  return (
    <section aria-labelledby="supervisor-trends-title">
      <h3 id="supervisor-trends-title">{t(RANGE_KEYS[stats.range].range)}</h3>
      <dl className="supervisor-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="supervisor-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="supervisor-charts">
        {charts.map((spec) => (
          <TrendChart key={spec.id} spec={spec} labels={labels} />
        ))}
      </div>
      <TeamTable stats={stats} labels={labels} />
    </section>
  );
}

/**
 * The supervisor's view (issue 31): the team now and over the last hours and days, from one call
 * (GET agent/supervisor/stats). Loaded only when a supervisor opens it: it and its chart library are a
 * chunk of their own.
 */
export function SupervisorView({ fetchFn, token, changes }: SupervisorViewProps) {
  const [range, setRange] = useState<SupervisorRange>('24h');
  const { t, i18n } = useTranslation();
  const { stats, problem } = useTeamStats(fetchFn, token, range, changes);
  const seconds = REFRESH_MS / 1000;
  return (
    <section className="agent-panel supervisor" aria-labelledby="supervisor-title">
      <h2 id="supervisor-title">{t('views.supervisor')}</h2>
      <p className="agent-muted">
        {stats
          ? t('supervisor.updatedAt', { seconds, time: new Date(stats.now).toLocaleTimeString(i18n.language) })
          : t('supervisor.updated', { seconds })}
      </p>
      {problem !== null && <p className="supervisor-problem">{translated(t, problem)}</p>}
      {stats ? <LiveFigures live={stats.live} /> : problem === null && <p>{t('supervisor.loading')}</p>}
      <label className="supervisor-range">
        {t('supervisor.period')}{' '}
        <select value={range} onChange={(event) => setRange(event.target.value as SupervisorRange)}>
          {SUPERVISOR_RANGE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(RANGE_KEYS[name].range)}
            </option>
          ))}
        </select>
      </label>
      {stats?.range === range ? <Trends stats={stats} /> : stats && <p>{t(RANGE_KEYS[range].loading)}</p>}
    </section>
  );
}
