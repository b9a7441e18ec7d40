import { addListener, type Dispatch } from '@reduxjs/toolkit';
import { seqOfClientMsgId } from '../../features/chat/messageStore';
import { conversationMessages } from '../../features/chat/messagesSlice';
import { closeRequested } from '../../lib/embedding/hostEvents';
import { errorMessageKey } from '../../lib/i18n/errorMessages';
import { localeChosen, signInFailed } from '../../lib/session/sessionEvents';
import type { ListenerExtra } from '../../lib/store/listeners';
import type { AppThunkDispatch } from '../../lib/store/hooks';
import { CONTENT_TYPE } from '../../protocol/codes';
import { conversationIdOfMessage } from '../../protocol/conversationId';
import type { WireMessage } from '../../protocol/entities';
import { clientEvent, type ClientEvent } from '../../protocol/hostBridge';
import type { LocaleCode } from '../../protocol/locales';
import { frameReceived } from '../../realtime/socketActions';
import type { RootState } from '../rootReducer';
import { hostCommandReceived, selectChatShown, selectUnread, unreadMessageArrived } from './hostBridgeSlice';

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

/** A message from someone else that this page had not stored yet (a push can repeat one after a reconnect). */
function isNewFromOthers(message: WireMessage, previous: RootState): boolean {
  if (!READABLE.includes(message.content_type) || message.sender_id === previous.session.userId) return false;
  const stored = conversationMessages(previous.messages, conversationIdOfMessage(message)).stored;
  return seqOfClientMsgId(stored, message.client_msg_id) === undefined;
}

const addBridgeListener = addListener.withTypes<RootState, AppThunkDispatch, ListenerExtra>();

/**
 * What the bridge reacts to, from every feature (docs/embedding.md, "Messages"): messages arriving while
 * hidden, the unread count, the close control, the end of an agent's session, a failed sign-in, and the
 * host's `setLocale`. Registered once, when the bridge starts.
 */
export function startHostBridgeListeners(dispatch: Dispatch, outlet: HostBridgeOutlet): void {
  const listeners = [
    addBridgeListener({
      predicate: (action, _state, previous) =>
        frameReceived.push_msg.match(action) &&
        !selectChatShown(previous) &&
        isNewFromOthers(action.payload.data, previous),
      effect: (_action, api) => {
        api.dispatch(unreadMessageArrived());
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
      predicate: (_action, state, previous) =>
        state.reception.status === 'stopped' && previous.reception.status !== 'stopped',
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
