import { combineSlices, type UnknownAction } from '@reduxjs/toolkit';
import { evaluationSlice } from '../features/evaluation/evaluationSlice';
import { workOrdersSlice } from '../features/workOrders/workOrdersSlice';
import { hostBridgeSlice } from '../features/hostBridge/hostBridgeSlice';
import { featureLoaded } from './lazyFeatures';
import { startingSlices } from './rootReducer';
// Every endpoint the client may have injected by then: RTK Query's reducer cannot take a request of an
// endpoint it does not know, and a recording holds those of every screen the customer opened.
import '../features/chat/api/answerFeedbackApi';
import '../features/chat/api/chatApi';
import '../features/chat/api/supportGroupApi';
import '../features/conversations/conversationsApi';
import '../features/evaluation/evaluationApi';
import '../features/faq/faqApi';
import '../features/social/socialApi';
import '../features/workOrders/workOrdersApi';
import '../session/sessionApi';
import '../uploads/uploadsApi';

/** Every slice, lazily loaded ones included (src/app/lazyFeatures.ts); apart from the app's own reducer. */
const withEveryFeature = combineSlices(...startingSlices, evaluationSlice, workOrdersSlice, hostBridgeSlice);

/**
 * The app's reducer for replaying a recording: a lazily loaded slice appears exactly where the
 * recording's `app/featureLoaded` says it did, so each replayed state holds the slices that were live.
 */
export function replayReducer(state: unknown, action: UnknownAction): unknown {
  const next = withEveryFeature(state as never, action) as Record<string, unknown>;
  if (state === undefined || state === null) return next;
  const live = new Set(Object.keys(state));
  if (featureLoaded.match(action)) for (const slice of action.payload.slices) live.add(slice);
  if (Object.keys(next).every((key) => live.has(key))) return next;
  return Object.fromEntries(Object.entries(next).filter(([key]) => live.has(key)));
}
