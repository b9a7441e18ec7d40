import { selectHumanStageOpen } from '../features/chat/reception/receptionSelectors';
import type { StartListening } from '../lib/store/listeners';
import { listenerTypedFor } from '../lib/store/listeners';
import { lazyFeatures } from './lazyFeatures';
import type { RootState } from './rootReducer';

/**
 * What the app itself listens for: a feature's state loaded when its events may start coming. The
 * evaluation's (a 308 opens its popup, a 312 greys its card) with the first human stage, as only the
 * end of a reception brings those; its views load when they first show (src/app/screens/chatSlots.tsx).
 */
export function startAppListeners(untyped: StartListening): void {
  const startListening = listenerTypedFor<RootState>(untyped);
  startListening({
    predicate: (_action, state, previous) => selectHumanStageOpen(state) && !selectHumanStageOpen(previous),
    effect: async (_action, api) => {
      api.unsubscribe();
      await lazyFeatures.evaluation(api.dispatch);
    },
  });
}
