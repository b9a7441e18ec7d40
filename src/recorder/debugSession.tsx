import { Suspense, type ReactNode } from 'react';
import { lazyChunk } from '../lib/loadChunk';
import { withMoreTranslations } from '../lib/i18n/setupI18n';
import type { Recorder } from './recorder';

const DebugControl = lazyChunk(() =>
  withMoreTranslations(() => import('./DebugControl')).then((module) => ({ default: module.DebugControl })),
);

/**
 * What debug=1 adds to the page (docs/recording.md): the recorder, which then keeps the whole session
 * (not only the last minutes), exposed to tests and support engineers as
 * `window.__supportClient.exportRecording()`, and the download button to render beside the app.
 */
export function startDebugSession(recorder: Recorder): ReactNode {
  (window as Window & { __supportClient?: unknown }).__supportClient = {
    exportRecording: () => recorder.exportRecording(),
  };
  return (
    <Suspense fallback={null}>
      <DebugControl recorder={recorder} />
    </Suspense>
  );
}
