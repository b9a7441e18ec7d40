import { addListener, type Dispatch } from '@reduxjs/toolkit';
import { closeRequested } from '../../lib/embedding/hostEvents';
import { errorMessageKey } from '../../lib/i18n/errorMessages';
import type { AppThunkDispatch } from '../../lib/store/hooks';
import type { ListenerExtra } from '../../lib/store/listeners';
import { CONTENT_TYPE } from '../../protocol/codes';
import { conversationIdOfMessage } from '../../protocol/conversationId';
import type { WireMessage } from '../../protocol/entities';
import { clientEvent, type ClientEvent } from '../../protocol/hostBridge';
import type { LocaleCode } from '../../protocol/locales';
import { frameReceived } from '../../realtime/socketActions';
import { localeChosen, signInFailed } from '../../session/sessionEvents';
import type { SessionState } from '../../session/sessionSlice';
import {
  hostCommandReceived,
  selectChatShown,
  selectHostBridge,
  selectUnread,
  unreadMessagesFound,
  type StateWithHostBridge,
} from './hostBridgeSlice';

/**
 * What the bridge's listeners read of the state themselves: their slice and who the customer is (the
 * chat's part goes through ChatView).
 */
export type BridgedState = StateWithHostBridge & { session: Pick<SessionState, 'userId'> };

/**
 * What the bridge reads of the chat, handed in by src/app (a feature never imports another):
 * src/app/hostBridgeInFrame.ts.
 */
export interface ChatView<State extends BridgedState> {
  /** Whether this page had already stored the message (a push can repeat one after a reconnect). */
  hasStored(state: State, message: WireMessage): boolean;
  /** Whether an agent's session has ended (the reception stopped). */
  agentSessionEnded(state: State): boolean;
}

/** Where the bridge's listeners reach beyond the store. */
export interface HostBridgeOutlet {
  /** Tells the host, if the host is allowed to hear it (startHostBridge.ts); otherwise nothing. */
  post(event: ClientEvent): void;
  /** Shows the client in another language: texts, `<html lang>`, and the stored choice. */
  switchLanguage(locale: LocaleCode): Promise<void>;
}

/** What a person reads: the AI's answers, an agent's text, images and work-order cards; not signals. */
const READABLE: readonly number[] = [
  CONTENT_TYPE.text,
  CONTENT_TYPE.image,
  CONTENT_TYPE.workOrder,
  CONTENT_TYPE.aiReply,
];

/** A message a person reads, from someone else. */
function isFromOthers(message: WireMessage, state: BridgedState): boolean {
  return READABLE.includes(message.content_type) && message.sender_id !== state.session.userId;
}

/** A message a person reads, from someone else, that this page had not stored yet. */
function isNewFromOthers<State extends BridgedState>(message: WireMessage, previous: State, chat: ChatView<State>) {
  return isFromOthers(message, previous) && !chat.hasStored(previous, message);
}

/** Names a message once, however it came (a push, a sync, both). */
const keyOf = (message: WireMessage) => `${conversationIdOfMessage(message)}#${message.seq}`;

/** Whether the customer may not be looking: the host hides the chat, or has not said yet whether it shows it. */
function mayBeUnseen(state: StateWithHostBridge): boolean {
  const { shown, hostSpoke } = selectHostBridge(state);
  return !shown || !hostSpoke;
}

/**
 * What the bridge reacts to, from every feature (docs/embedding.md, "Messages"): messages arriving while
 * hidden, the unread count, the close control, the end of an agent's session, a failed sign-in, and the
 * host's `setLocale`. Registered once, when the bridge starts.
 */
export function startHostBridgeListeners<State extends BridgedState>(
  dispatch: Dispatch,
  outlet: HostBridgeOutlet,
  chat: ChatView<State>,
): void {
  const addBridgeListener = addListener.withTypes<State, AppThunkDispatch, ListenerExtra>();
  const listeners = [
    addBridgeListener({
      predicate: (action, _state, previous) =>
        frameReceived.push_msg.match(action) &&
        !selectChatShown(previous) &&
        isNewFromOthers(action.payload.data, previous, chat),
      effect: (action, api) => {
        if (frameReceived.push_msg.match(action))
          api.dispatch(unreadMessagesFound({ keys: [keyOf(action.payload.data)] }));
      },
    }),
    // What arrived while the customer was away (an answer to a message they left, say) is unread on the
    // server: the sync after every open asks, and the host learns it as soon as it has hidden the chat.
    addBridgeListener({
      predicate: (action, state) => frameReceived.get_unread_msg_by_max_seq.match(action) && mayBeUnseen(state),
      effect: (action, api) => {
        if (!frameReceived.get_unread_msg_by_max_seq.match(action)) return;
        const unseen = action.payload.data.messages.filter((message) => isFromOthers(message, api.getState()));
        if (unseen.length > 0) api.dispatch(unreadMessagesFound({ keys: unseen.map(keyOf) }));
      },
    }),
    addBridgeListener({
      predicate: (_action, state, previous) => selectUnread(state) !== selectUnread(previous),
      effect: (_action, api) => outlet.post(clientEvent('unreadCount', { count: selectUnread(api.getState()) })),
    }),
    addBridgeListener({
      actionCreator: closeRequested,
      effect: () => outlet.post(clientEvent('closeRequested', {})),
    }),
    addBridgeListener({
      predicate: (_action, state, previous) => chat.agentSessionEnded(state) && !chat.agentSessionEnded(previous),
      effect: () => outlet.post(clientEvent('sessionEnded', {})),
    }),
    addBridgeListener({
      actionCreator: signInFailed,
      effect: (action) =>
        outlet.post(clientEvent('error', { code: 'signInFailed', messageKey: errorMessageKey(action.payload.code) })),
    }),
    addBridgeListener({
      actionCreator: hostCommandReceived,
      effect: async (action, api) => {
        if (action.payload.type !== 'setLocale') return;
        const { locale } = action.payload.payload;
        api.dispatch(localeChosen({ locale }));
        await outlet.switchLanguage(locale);
      },
    }),
  ];
  for (const listener of listeners) dispatch(listener);
}
