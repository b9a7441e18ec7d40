import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { chatReducer } from '../features/chat/state/chatSlice';
import { messagesReducer } from '../features/chat/state/messagesSlice';
import { receptionSlice } from '../features/chat/reception/receptionSlice';
import type { evaluationSlice } from '../features/evaluation/evaluationSlice';
import type { workOrdersSlice } from '../features/workOrders/workOrdersSlice';
import { sessionSlice } from '../session/sessionSlice';
import { connectionSlice } from '../realtime/connectionSlice';
import type { hostBridgeSlice } from '../features/hostBridge/hostBridgeSlice';

/** Slices a feature brings when it first loads (src/app/lazyFeatures.ts); absent from the state until then. */
export interface LazyLoadedSlices
  extends WithSlice<typeof evaluationSlice>, WithSlice<typeof workOrdersSlice>, WithSlice<typeof hostBridgeSlice> {}

/**
 * The store starts with what a usable /chat needs: the session, the connection, the chat with its
 * messages and human stage, and the RTK Query cache (docs/architecture.md, "Lazy features").
 */
export const startingSlices = [
  api,
  sessionSlice,
  connectionSlice,
  { chat: chatReducer },
  receptionSlice,
  { messages: messagesReducer },
] as const;

export const rootReducer = combineSlices(...startingSlices).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
