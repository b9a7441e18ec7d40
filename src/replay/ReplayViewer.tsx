import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { setupI18n } from '../lib/i18n/setupI18n';
import { isLocaleCode, LOCALE_TAGS, resolveLocale } from '../protocol/locales';
import type { Recording } from '../recorder/recordingFormat';
import { CustomerScreen } from './CustomerScreen';
import { ExportAsTest } from './ExportAsTest';
import { formatTime, indexRequests, KIND_LABELS, summarizeEntry } from './entrySummary';
import { RecordingMeta } from './RecordingMeta';
import { StepControls } from './StepControls';
import { StepDetails } from './StepDetails';
import { Timeline } from './Timeline';
import { usePlayback } from './usePlayback';
import { useReplayStep } from './useReplayStep';

/** The customer's locale, loaded with the client's own i18n setup; the viewer's page keeps its English. */
function useRecordingI18n(localeCode: string): I18n | null {
  const [instance, setInstance] = useState<I18n | null>(null);
  useEffect(() => {
    let cancelled = false;
    const { lang } = document.documentElement;
    const { title } = document;
    void setupI18n(resolveLocale(localeCode, null)).then((loaded) => {
      // setupI18n labels the whole document for the customer's page; here only the phone frame is theirs.
      document.documentElement.lang = lang;
      document.title = title;
      if (!cancelled) setInstance(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [localeCode]);
  return instance;
}

function colorSchemeOf(state: unknown): number {
  const session = (state as { session?: { colorScheme?: unknown } } | null)?.session;
  return typeof session?.colorScheme === 'number' ? session.colorScheme : 1;
}

/** `name`: where the recording came from (a file's name, or the field recording's id). */
export function ReplayViewer({ recording, name }: { recording: Recording; name: string }) {
  const { entries } = recording;
  const { timeline, readOnly, selected, select, last, step } = useReplayStep(recording);
  const requests = useMemo(() => indexRequests(entries), [entries]);
  const i18n = useRecordingI18n(recording.meta.locale);
  const { playing, play, pause } = usePlayback(entries, selected, select);
  /** A step chosen by hand stops the playback. */
  const scrub = (index: number) => {
    pause();
    select(index);
  };
  const localeCode = isLocaleCode(recording.meta.locale)
    ? recording.meta.locale
    : resolveLocale(recording.meta.locale, null);
  const position = step.entry
    ? `Entry ${selected} of ${last}, ${formatTime(step.entry.t)}, ${KIND_LABELS[step.entry.kind] ?? step.entry.kind}: ${summarizeEntry(step.entry, requests)}`
    : 'Start of the recording (initial state)';

  return (
    <div className="replay-viewer">
      <section className="replay-panel replay-panel--wide" aria-labelledby="recording-title">
        <h2 id="recording-title">Recording: {name}</h2>
        <RecordingMeta recording={recording} actionCount={timeline.actionCount} localeTag={LOCALE_TAGS[localeCode]} />
        <StepControls {...{ selected, last, position, playing, scrub, play, pause }} />
        <ExportAsTest recording={recording} selected={selected} state={step.state} />
      </section>

      <section className="replay-panel" aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <Timeline entries={entries} requests={requests} selected={selected} onSelect={scrub} />
      </section>

      <section className="replay-panel replay-panel--phone" aria-labelledby="screen-title">
        <h2 id="screen-title">Customer’s screen</h2>
        <p className="replay-muted">
          Route: <code>{step.path}</code>
        </p>
        {i18n ? (
          <CustomerScreen
            store={readOnly.store}
            i18n={i18n}
            lang={LOCALE_TAGS[localeCode]}
            scheme={colorSchemeOf(step.state)}
            path={step.path}
            step={selected}
          />
        ) : (
          <p className="replay-muted">Loading the customer’s language…</p>
        )}
      </section>

      <section className="replay-panel" aria-labelledby="details-title">
        <h2 id="details-title">This step</h2>
        <StepDetails step={step} />
      </section>
    </div>
  );
}
