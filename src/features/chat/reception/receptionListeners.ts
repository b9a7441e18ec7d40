import { loadChunk } from '../../../lib/loadChunk';
import type { StartListening } from '../../../lib/store/listeners';
import { CONTENT_TYPE } from '../../../protocol/codes';
import { frameReceived } from '../../../realtime/socketActions';
import { chatListening, type ChatListenerApi, type ChatListenerState } from '../listeners/chatListeners';
import { receptionStatusPolled } from './receptionActions';
import { selectHumanStageOpen } from './receptionSelectors';
import { isReceptionOpen } from './receptionSlice';

/** How often the reception's phase is asked for while a human is requested, queued or serving. */
export const RECEPTION_POLL_MS = 5_000;

/** Polled while a reception is open and the socket is up (every open asks once anyway). */
const pollingWanted = (state: ChatListenerState) => selectHumanStageOpen(state) && state.connection.status === 'open';

const pollReception = (api: ChatListenerApi) => {
  api.dispatch(receptionStatusPolled(api.getState().reception.receptionId));
};

/**
 * Spec §4: the reception phase comes from the status poll. It is asked once on every open (a reload
 * in the middle of a human chat finds its reception again) and then every few seconds while one is
 * open, so a stop whose 307 signal was lost is still seen.
 */
export function startReceptionListeners(untyped: StartListening): void {
  const startListening = chatListening(untyped);
  startListening({
    actionCreator: frameReceived.init_ai_customer_conversation,
    effect: (_action, api) => pollReception(api),
  });

  /**
   * A system message in the support group while a reception is open (an agent joined, or the agent
   * handed the customer on, maybe back to the queue): the phase is asked at once.
   */
  startListening({
    predicate: (action, state) =>
      frameReceived.push_msg.match(action) &&
      action.payload.data.content_type === CONTENT_TYPE.groupSystem &&
      isReceptionOpen(state.reception.status),
    effect: (_action, api) => pollReception(api),
  });

  /** The human stage's typing notices load with the first human stage (typingListeners.ts). */
  startListening({
    predicate: (_action, state, previous) => selectHumanStageOpen(state) && !selectHumanStageOpen(previous),
    effect: (_action, api) => {
      api.unsubscribe();
      return loadChunk(() => import('./typingListeners')).then((typing) => typing.default(api.dispatch));
    },
  });

  startListening({
    predicate: (_action, state, previous) => pollingWanted(state) && !pollingWanted(previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      for (;;) {
        if (await api.condition((_action, state) => !pollingWanted(state), RECEPTION_POLL_MS)) return;
        pollReception(api);
      }
    },
  });
}
