import { createAction, createSlice } from '@reduxjs/toolkit';
import type { HostCommand, IgnoredReason } from '../../protocol/hostBridge';

/** The host bridge as the client sees it (docs/embedding.md); only in a host's iframe. */
export interface HostBridgeState {
  /** Whether the host shows the chat (its `open` and `close`); shown until it says otherwise. */
  shown: boolean;
  /** Messages from the AI or an agent that arrived while the chat was hidden. */
  unread: number;
  /** Messages to this window that were not a host's command: wrong origin or window, unknown or malformed. */
  ignored: number;
  /** The host said it opens the links of messages itself (`handleLinks`): clicks on them go to it as `openLink`. */
  hostOpensLinks: boolean;
}

export const initialHostBridgeState: HostBridgeState = { shown: true, unread: 0, ignored: 0, hostOpensLinks: false };

/** A command from the host: from the parent window, on an allowed origin, well formed. */
export const hostCommandReceived = createAction<HostCommand>('hostBridge/commandReceived');
/** A message this window received that the bridge did not act on, and why. */
export const hostMessageIgnored = createAction<{ reason: IgnoredReason }>('hostBridge/messageIgnored');
/** A message from the AI or an agent arrived, new, while the host had the chat hidden. */
export const unreadMessageArrived = createAction('hostBridge/unreadMessageArrived');

export const hostBridgeSlice = createSlice({
  name: 'hostBridge',
  initialState: initialHostBridgeState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hostCommandReceived, (state, action) => {
        if (action.payload.type === 'open') {
          state.shown = true;
          state.unread = 0;
        } else if (action.payload.type === 'close') {
          state.shown = false;
        } else if (action.payload.type === 'handleLinks') {
          state.hostOpensLinks = true;
        }
      })
      .addCase(hostMessageIgnored, (state) => {
        state.ignored += 1;
      })
      .addCase(unreadMessageArrived, (state) => {
        state.unread += 1;
      });
  },
});

export interface StateWithHostBridge {
  hostBridge?: HostBridgeState;
}

/** A lazy slice: absent until the bridge starts, and in recordings from pages that were not framed. */
export const selectHostBridge = (state: StateWithHostBridge) => state.hostBridge ?? initialHostBridgeState;
export const selectChatShown = (state: StateWithHostBridge) => selectHostBridge(state).shown;
export const selectUnread = (state: StateWithHostBridge) => selectHostBridge(state).unread;
export const selectHostOpensLinks = (state: StateWithHostBridge) => selectHostBridge(state).hostOpensLinks;
export const selectIgnoredHostMessages = (state: StateWithHostBridge) => selectHostBridge(state).ignored;
