import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SupervisorStats, TeamFigures } from '../../protocol/supervisor';
import { formatDuration, formatPercent, formatScore, RANGE_KEYS } from './teamFigures';

/** Each column's heading key and value. */
const COLUMNS: [string, (figures: TeamFigures, t: TFunction) => string | number][] = [
  ['supervisor.series.sessions', (figures) => figures.sessions],
  ['supervisor.series.answered', (figures) => figures.answered],
  ['supervisor.series.abandoned', (figures) => figures.abandoned],
  ['supervisor.table.waiting', (figures, t) => formatDuration(figures.wait_ms, t)],
  ['supervisor.series.firstResponse', (figures, t) => formatDuration(figures.first_response_ms, t)],
  ['supervisor.table.handling', (figures, t) => formatDuration(figures.handling_ms, t)],
  ['supervisor.table.ratings', (figures) => figures.ratings],
  ['supervisor.table.score', (figures, t) => formatScore(figures.average_score, t)],
  ['supervisor.series.csat', (figures, t) => formatPercent(figures.csat, t)],
];

interface TeamTableProps {
  stats: SupervisorStats;
  labels: readonly string[];
}

/** The charts' figures as a table, one row per bucket and the range's totals: what a screen reader reads. */
export function TeamTable({ stats, labels }: TeamTableProps) {
  const { t } = useTranslation();
  const { per, bucket } = RANGE_KEYS[stats.range];
  const row = (figures: TeamFigures) => COLUMNS.map(([name, value]) => <td key={name}>{value(figures, t)}</td>);
  return (
    // Focusable: on a narrow screen it scrolls sideways, which a keyboard must be able to do.
    <div
      className="supervisor-table"
      role="region"
      aria-label={t(bucket === 'hour' ? 'supervisor.table.perHour' : 'supervisor.table.perDay')}
      tabIndex={0}
    >
      <table>
        <caption>{t('supervisor.table.caption', { per: t(per) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t(bucket === 'hour' ? 'supervisor.table.hour' : 'supervisor.table.day')}</th>
            {COLUMNS.map(([name]) => (
              <th key={name} scope="col">
                {t(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stats.buckets.map((figures, index) => (
            <tr key={figures.start}>
              <th scope="row">{labels[index]}</th>
              {row(figures)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('supervisor.table.all')}</th>
            {row(stats.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
