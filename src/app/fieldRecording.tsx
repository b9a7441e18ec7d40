import { addListener } from '@reduxjs/toolkit';
import { useSyncExternalStore, type ReactNode } from 'react';
import { SessionSharing } from '../features/chat/sessionSharing/SessionSharing';
import { personAskedFor } from '../features/chat/state/chatActions';
import { humanContactRequested, receptionRenewed } from '../features/chat/reception/receptionActions';
import { withMoreTranslations } from '../lib/i18n/setupI18n';
import { loadChunk } from '../lib/loadChunk';
import type { KeyValueStore } from '../lib/storage';
import { RECORDING_LIMITS, type CapturePolicy, type UploadReason } from '../protocol/recordings';
import { gzipInBrowser, type Gzip } from '../recorder/chunker';
import { createChunkSender } from '../recorder/chunkRequest';
import { startDebugSession } from '../recorder/debugSession';
import { createFieldSession, type FieldSession } from '../recorder/fieldSession';
import { createRecorder, type Recorder } from '../recorder/recorder';
import { capturePolicyKey, errorScreenShown, sessionSharingView } from './fieldCapture';
import type { AppDispatch, AppStore, RootState } from './store';

/**
 * WORK_ORDER_TYPE.appeal (src/protocol/workOrderFiling.ts), whose module would come as a chunk of its own
 * with the recorder (the table test of uploadReasonOf holds them equal).
 */
export const APPEAL_TYPE = 1;

/** A checkpoint at least this often: an upload of "the last ten minutes" starts within this of ten minutes ago. */
const CHECKPOINT_EVERY_MS = 20_000;

interface SubmittedMutation {
  type: string;
  meta?: { arg?: { endpointName?: string; originalArgs?: { type?: unknown } } };
}

/** The moments support is needed (the list): asking for a person, filing a work order or an appeal, an error screen. */
export function uploadReasonOf(action: { type: string }): UploadReason | null {
  if (personAskedFor.match(action) || humanContactRequested.match(action) || receptionRenewed.match(action))
    return 'person';
  if (errorScreenShown.match(action)) return 'error';
  const { type, meta } = action as SubmittedMutation;
  if (type === 'api/executeMutation/pending' && meta?.arg?.endpointName === 'submitWorkOrder')
    return meta.arg.originalArgs?.type === APPEAL_TYPE ? 'appeal' : 'work_order';
  return null;
}

export interface CaptureSettings {
  policy: CapturePolicy;
  sampleRate: number;
}

/**
 * The product's policy as its FAQ config said on the last visit (localStorage, per app key), so that
 * a recorder can start before the store does; null: off, or never seen.
 */
export function rememberedCapture(storage: KeyValueStore, appKey: string): CaptureSettings | null {
  const [policy, rate] = (storage.get(capturePolicyKey(appKey)) ?? '').split(' ');
  const sampleRate = Number(rate);
  return (policy === 'on_support' || policy === 'always') && sampleRate >= 0 && sampleRate <= 1
    ? { policy, sampleRate }
    : null;
}

export function rememberCapture(storage: KeyValueStore, appKey: string, { policy, sampleRate }: CaptureSettings) {
  if (policy === 'off') storage.remove(capturePolicyKey(appKey));
  else storage.set(capturePolicyKey(appKey), `${policy} ${sampleRate}`);
}

export interface FieldRecordingOptions {
  meta: { locale: string; appKey: string; userAgent: string };
  /** debug=1: the whole session is kept for the download, not only the last minutes. */
  debug: boolean;
  apiBase: string;
  /** sessionStorage. */
  storage: KeyValueStore;
  /** localStorage: the product's policy, remembered for the next visit. */
  policyStorage: KeyValueStore;
  /** CompressionStream's gzip by default. */
  gzip?: Gzip;
  /** performance.now() at t = 0: when the page began keeping calls for its recorder (src/app/fieldCapture.ts). */
  origin?: number;
}

export interface FieldRecording {
  recorder: Recorder;
  /** debug=1's download control, to render beside the app. */
  debugControl: ReactNode;
  /** The store is up: the remembered policy applies (once; a later call does nothing). */
  connect(store: AppStore): void;
  /** The product's FAQ config arrived: its policy applies, and is remembered for the next visit. */
  configArrived(config: { capture_policy: CapturePolicy; capture_sample_rate: number }): void;
  applyPolicy(policy: CapturePolicy, sampleRate: number): void;
}

/** What the chat's sharing control and notice show: a tiny store they subscribe to. */
function sharingState() {
  let state = { sharing: false, announce: false };
  const watchers = new Set<() => void>();
  return {
    get: () => state,
    set(change: Partial<typeof state>) {
      state = { ...state, ...change };
      watchers.forEach((watcher) => watcher());
    },
    subscribe(watcher: () => void) {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
  };
}

/**
 * The customer's page's field recording (docs/recording.md): the recorder from the start, its uploads
 * once support is needed (or from the start with `always`), the route of every screen, the chat's
 * control and notice. Loaded only when the product's policy is not `off` (or with debug=1).
 */
export function createFieldRecording(options: FieldRecordingOptions): FieldRecording {
  const recorder = createRecorder({
    meta: options.meta,
    origin: options.origin,
    ...(options.debug ? {} : { maxAgeMs: RECORDING_LIMITS.bufferMs, checkpointEveryMs: CHECKPOINT_EVERY_MS }),
  });
  const debugControl = options.debug ? startDebugSession(recorder) : null;
  let connected: AppStore | undefined;
  let session: FieldSession | undefined;

  let alwaysSampled = false;
  /** Shares the session and shows it in the chat (the control goes, the notice comes). */
  let share = (_reason: UploadReason) => {};
  const addAppListener = addListener.withTypes<RootState, AppDispatch>();

  function startSession(store: AppStore): FieldSession {
    const sharing = sharingState();
    const started = createFieldSession({
      recorder,
      storage: options.storage,
      meta: options.meta,
      send: createChunkSender(options.apiBase, () => store.getState().session),
      gzip: options.gzip ?? gzipInBrowser,
      onShared: () => sharing.set({ announce: true }),
    });
    share = (reason: UploadReason) => {
      started.share(reason);
      sharing.set({ sharing: started.uploading });
    };
    sharing.set({ sharing: started.uploading });
    function View({ place }: { place: 'menu' | 'notice' }) {
      const { sharing: shared, announce } = useSyncExternalStore(sharing.subscribe, sharing.get);
      return <SessionSharing place={place} sharing={shared} announce={announce} onShare={() => share('customer')} />;
    }
    // Its texts are with every other screen's: the chat's own file holds only what the chat needs.
    void loadChunk(() => withMoreTranslations(async () => View)).then((view) => {
      if (session === started) sessionSharingView.set(view);
    });
    store.dispatch(
      addAppListener({
        predicate: (action) => uploadReasonOf(action) !== null,
        effect: (action) => share(uploadReasonOf(action) ?? 'customer'),
      }),
    );
    // The session with support lasts until the reception ends; with `always` the policy keeps it going.
    store.dispatch(
      addAppListener({
        predicate: (_action, state, previous) =>
          state.reception.status === 'stopped' && previous.reception.status !== 'stopped',
        effect: () => {
          if (alwaysSampled) return;
          started.end();
          sharing.set({ sharing: false });
        },
      }),
    );
    addEventListener('pagehide', () => started.pageHidden());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') started.flush();
    });
    // Support may have been needed before this recorder came: a first visit's downloads after the first screen.
    const earlier = recorder
      .entriesSince(0)
      .entries.map((entry) => (entry.kind === 'action' ? uploadReasonOf(entry.action) : null))
      .find((reason) => reason !== null);
    if (earlier) share(earlier);
    return started;
  }

  function applyPolicy(policy: CapturePolicy, sampleRate: number) {
    if (policy === 'off') {
      session?.stop();
      sessionSharingView.set(null);
      session = undefined;
      return;
    }
    // A browser without CompressionStream (before 2023) records for debug=1 only: it cannot upload.
    if (!connected || (!options.gzip && typeof CompressionStream === 'undefined')) return;
    session ??= startSession(connected);
    alwaysSampled = policy === 'always' && session.sampled(sampleRate);
    if (alwaysSampled) share('always');
  }

  return {
    recorder,
    debugControl,
    applyPolicy,
    configArrived({ capture_policy: policy, capture_sample_rate: sampleRate }) {
      rememberCapture(options.policyStorage, options.meta.appKey, { policy, sampleRate });
      applyPolicy(policy, sampleRate);
    },
    connect(store) {
      if (connected) return;
      connected = store;
      const remembered = rememberedCapture(options.policyStorage, options.meta.appKey);
      if (remembered) applyPolicy(remembered.policy, remembered.sampleRate);
    },
  };
}
