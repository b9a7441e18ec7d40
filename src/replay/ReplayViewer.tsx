import type { UnknownAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { replayReducer } from '../app/replayReducer';
import { setupI18n } from '../lib/i18n/setupI18n';
import { isLocaleCode, LOCALE_TAGS, resolveLocale } from '../protocol/locales';
import type { Recording } from '../recorder/recordingFormat';
import { createStateTimeline } from '../recorder/replayStates';
import { stateDiff } from '../recorder/stateDiff';
import { CustomerScreen } from './CustomerScreen';
import { formatTime, indexRequests, KIND_LABELS, shortJson, summarizeEntry } from './entrySummary';
import { createReadOnlyStore } from './readOnlyStore';
import { DiffView, StateView } from './StatePanel';
import { Timeline } from './Timeline';
import { usePlayback } from './usePlayback';

const ENTRY_LIMIT = 4_000;

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

function entryDetail(entry: Recording['entries'][number]): string {
  if (entry.kind === 'frameIn' || entry.kind === 'frameOut') {
    try {
      return shortJson({ ...entry, raw: JSON.parse(entry.raw) as unknown }, ENTRY_LIMIT, 2);
    } catch {
      return shortJson(entry, ENTRY_LIMIT, 2);
    }
  }
  return shortJson(entry, ENTRY_LIMIT, 2);
}

export function ReplayViewer({ recording, fileName }: { recording: Recording; fileName: string }) {
  const { entries } = recording;
  const timeline = useMemo(() => createStateTimeline(recording, replayReducer), [recording]);
  const requests = useMemo(() => indexRequests(entries), [entries]);
  const readOnly = useMemo(() => createReadOnlyStore(recording.initialState), [recording]);
  const i18n = useRecordingI18n(recording.meta.locale);
  const last = entries.length - 1;
  // -1 is the start: the recorded initial state, before any entry.
  const [selected, setSelected] = useState(last);
  const select = useCallback((index: number) => setSelected(Math.max(-1, Math.min(last, index))), [last]);
  const { playing, play, pause } = usePlayback(entries, selected, select);
  /** A step chosen by hand stops the playback. */
  const scrub = (index: number) => {
    pause();
    select(index);
  };

  const step = useMemo(() => {
    const before = timeline.stateAt(selected - 1);
    const entry = selected >= 0 ? entries[selected] : undefined;
    const after =
      entry?.kind === 'action'
        ? replayReducer(before, entry.action as UnknownAction)
        : selected >= 0
          ? before
          : timeline.stateAt(-1);
    return { entry, state: after, changes: entry?.kind === 'action' ? stateDiff(before, after) : [] };
  }, [timeline, entries, selected]);

  useEffect(() => readOnly.show(step.state), [readOnly, step.state]);

  const session = (step.state as { session?: { colorScheme?: unknown } } | null)?.session;
  const scheme = typeof session?.colorScheme === 'number' ? session.colorScheme : 1;
  const localeCode = isLocaleCode(recording.meta.locale)
    ? recording.meta.locale
    : resolveLocale(recording.meta.locale, null);
  const position = step.entry
    ? `Entry ${selected} of ${last}, ${formatTime(step.entry.t)}, ${KIND_LABELS[step.entry.kind] ?? step.entry.kind}: ${summarizeEntry(step.entry, requests)}`
    : 'Start of the recording (initial state)';

  return (
    <div className="replay-viewer">
      <section className="replay-panel replay-panel--wide" aria-labelledby="recording-title">
        <h2 id="recording-title">Recording: {fileName}</h2>
        <dl className="replay-meta">
          <div>
            <dt>Started</dt>
            <dd>{new Date(recording.startedAt).toISOString()}</dd>
          </div>
          <div>
            <dt>Length</dt>
            <dd>
              {entries.length.toLocaleString('en-US')} entries ({timeline.actionCount.toLocaleString('en-US')} actions),{' '}
              {formatTime(entries[last]?.t ?? 0)}
            </dd>
          </div>
          <div>
            <dt>Locale</dt>
            <dd>
              {recording.meta.locale} ({LOCALE_TAGS[localeCode]})
            </dd>
          </div>
          <div>
            <dt>App key</dt>
            <dd>{recording.meta.appKey || '—'}</dd>
          </div>
          <div>
            <dt>Client</dt>
            <dd>{recording.clientVersion}</dd>
          </div>
        </dl>
        {recording.meta.droppedEntries > 0 && (
          <p className="replay-note">
            The recorder’s buffer was full: the oldest {recording.meta.droppedEntries.toLocaleString('en-US')} entries
            were dropped, so this replay starts later than the session did.
          </p>
        )}
        <div className="replay-controls">
          <label htmlFor="replay-scrub" className="replay-controls__label">
            Step
          </label>
          <input
            id="replay-scrub"
            type="range"
            min={-1}
            max={last}
            step={1}
            value={selected}
            aria-valuetext={position}
            onChange={(event) => scrub(Number(event.currentTarget.value))}
          />
          <button type="button" className="replay-button" onClick={() => scrub(selected - 1)} disabled={selected <= -1}>
            Previous
          </button>
          <button
            type="button"
            className="replay-button"
            onClick={() => scrub(selected + 1)}
            disabled={selected >= last}
          >
            Next
          </button>
          <button
            type="button"
            className="replay-button replay-button--primary"
            onClick={playing ? pause : play}
            disabled={last < 0}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
        </div>
        <p className="replay-position" aria-live="polite" aria-atomic="true">
          {playing ? 'Playing. ' : ''}
          {position}
        </p>
      </section>

      <section className="replay-panel" aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <Timeline entries={entries} requests={requests} selected={selected} onSelect={scrub} />
      </section>

      <section className="replay-panel replay-panel--phone" aria-labelledby="screen-title">
        <h2 id="screen-title">Customer’s screen</h2>
        {i18n ? (
          <CustomerScreen store={readOnly.store} i18n={i18n} lang={LOCALE_TAGS[localeCode]} scheme={scheme} />
        ) : (
          <p className="replay-muted">Loading the customer’s language…</p>
        )}
      </section>

      <section className="replay-panel" aria-labelledby="details-title">
        <h2 id="details-title">This step</h2>
        <h3>Entry</h3>
        {step.entry ? (
          <pre className="replay-json replay-json--entry">{entryDetail(step.entry)}</pre>
        ) : (
          <p className="replay-muted">The initial state, before the first entry.</p>
        )}
        <h3>Changes from the previous step</h3>
        {step.entry ? (
          <DiffView changes={step.changes} isAction={step.entry.kind === 'action'} />
        ) : (
          <p className="replay-muted">Nothing before the start.</p>
        )}
        <h3>State</h3>
        <StateView state={step.state} />
      </section>
    </div>
  );
}
