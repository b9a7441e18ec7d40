import { Suspense, type ReactNode } from 'react';
import { lazyChunk } from '../lib/loadChunk';
import { withMoreTranslations } from '../lib/i18n/setupI18n';
import { createRecorder, type Recorder, type RecorderOptions } from './recorder';

const DebugControl = lazyChunk(() =>
  withMoreTranslations(() => import('./DebugControl')).then((module) => ({ default: module.DebugControl })),
);

export interface DebugSession {
  recorder: Recorder;
  /** The download button, rendered beside the app. */
  control: ReactNode;
}

/**
 * What debug=1 adds to the page (docs/recording.md): a recorder from the first action, exposed to
 * tests and support engineers as `window.__supportClient.exportRecording()`, and the download button.
 */
export function startDebugSession(meta: RecorderOptions['meta']): DebugSession {
  const recorder = createRecorder({ meta });
  (window as Window & { __supportClient?: unknown }).__supportClient = {
    exportRecording: () => recorder.exportRecording(),
  };
  return {
    recorder,
    control: (
      <Suspense fallback={null}>
        <DebugControl recorder={recorder} />
      </Suspense>
    ),
  };
}
