import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatValue, labelledBuckets, type ChartSpec, type ChartUnit } from './teamFigures';

const HEIGHT = 180;
/** The console's own colours (agent.css), light or dark: one per series, with a dash to tell them apart without colour. */
const SERIES_COLOURS = ['--agent-accent', '--agent-ok', '--agent-danger'];
const DASHES: (number[] | undefined)[] = [undefined, [6, 4], [2, 3]];
const MINUTE = 60_000;
/** Axis steps a reader counts in: whole sessions, round durations, tens of percent. */
const STEPS: Record<ChartUnit, number[]> = {
  count: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
  duration: [
    15_000,
    30_000,
    MINUTE,
    2 * MINUTE,
    5 * MINUTE,
    10 * MINUTE,
    15 * MINUTE,
    30 * MINUTE,
    60 * MINUTE,
    120 * MINUTE,
  ],
  percent: [10, 20, 25, 50],
};
/** The top of the value axis while every value is below it (or none is measured yet). */
const LEAST_TOP: Record<ChartUnit, number> = { count: 1, duration: MINUTE, percent: 100 };

function colours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim() || 'currentColor';
  return { text: read('--agent-text'), grid: read('--agent-border'), series: SERIES_COLOURS.map(read) };
}

function optionsOf(spec: ChartSpec, labels: readonly string[], element: HTMLElement, t: TFunction): uPlot.Options {
  const { text, grid, series } = colours(element);
  const labelled = labelledBuckets(labels.length);
  const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
  return {
    width: element.clientWidth || 600,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [-0.5, labels.length - 0.5] },
      y: {
        range: (_plot, _min, max) =>
          spec.unit === 'percent' ? [0, 100] : [0, Math.max(max ?? 0, LEAST_TOP[spec.unit])],
      },
    },
    axes: [
      {
        stroke: text,
        grid: { show: false },
        splits: () => labelled,
        values: (_plot, splits) => splits.map((index) => labels[index] ?? ''),
      },
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        incrs: STEPS[spec.unit],
        size: 72,
        values: (_plot, splits) => splits.map((value) => formatValue(value, spec.unit, t)),
      },
    ],
    series: [
      {},
      ...spec.series.map((line, index) => ({
        label: line.label,
        stroke: series[index],
        width: 2,
        dash: DASHES[index],
        ...(line.style === 'bars'
          ? { fill: series[index], paths: bars, points: { show: false } }
          : { points: { show: true } }),
      })),
    ],
  };
}

interface TrendChartProps {
  spec: ChartSpec;
  /** Each bucket's label, oldest first. */
  labels: readonly string[];
}

/**
 * One chart of the figures, drawn by uPlot on a canvas. The canvas is an image to assistive technology,
 * named by the chart's title and its summary; the table beside the charts holds every value.
 */
export function TrendChart({ spec, labels }: TrendChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [labels.map((_, index) => index), ...spec.series.map((line) => line.values)];
    const chart = new uPlot(optionsOf(spec, labels, element, t), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth || 600, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [spec, labels, t]);
  return (
    <figure className="supervisor-chart">
      <figcaption id={`supervisor-${spec.id}-title`}>{spec.title}</figcaption>
      <div
        ref={box}
        className="supervisor-chart__plot"
        role="img"
        aria-labelledby={`supervisor-${spec.id}-title supervisor-${spec.id}-summary`}
      />
      <ul className="supervisor-legend" aria-label={t('supervisor.legend', { title: spec.title })}>
        {spec.series.map((line, index) => (
          <li key={line.label}>
            <span className={`supervisor-swatch supervisor-swatch--${index}`} aria-hidden="true" />
            {line.label}
          </li>
        ))}
      </ul>
      <p id={`supervisor-${spec.id}-summary`} className="agent-muted">
        {spec.summary}
      </p>
    </figure>
  );
}
