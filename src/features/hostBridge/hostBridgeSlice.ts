import { createAction, createSlice } from '@reduxjs/toolkit';
import type { HostCommand, IgnoredReason } from '../../protocol/hostBridge';

/** The host bridge as the client sees it (docs/embedding.md); only in a host's iframe. */
export interface HostBridgeState {
  /** Whether the host shows the chat (its `open` and `close`); shown until it says otherwise. */
  shown: boolean;
  /** Messages from the AI or an agent the customer has not seen while the host hides the chat: `counted`'s length. */
  unread: number;
  /**
   * The messages counted, each once (`<conversation id>#<seq>`): pushed while hidden, or unread on the
   * server when the chat synced before the host said anything or while it hid the chat.
   */
  counted: string[];
  /** The host has said `open` or `close`: until then the chat counts as shown, and what was unread waits. */
  hostSpoke: boolean;
  /** Messages to this window that were not a host's command: wrong origin or window, unknown or malformed. */
  ignored: number;
  /** The host said it opens the links of messages itself (`handleLinks`): clicks on them go to it as `openLink`. */
  hostOpensLinks: boolean;
}

export const initialHostBridgeState: HostBridgeState = {
  shown: true,
  unread: 0,
  counted: [],
  hostSpoke: false,
  ignored: 0,
  hostOpensLinks: false,
};

/** A command from the host: from the parent window, on an allowed origin, well formed. */
export const hostCommandReceived = createAction<HostCommand>('hostBridge/commandReceived');
/** A message this window received that the bridge did not act on, and why. */
export const hostMessageIgnored = createAction<{ reason: IgnoredReason }>('hostBridge/messageIgnored');
/** Messages from the AI or an agent the customer has not seen: pushed while hidden, or unread on the server. */
export const unreadMessagesFound = createAction<{ keys: string[] }>('hostBridge/unreadMessagesFound');

function count(state: HostBridgeState, keys: readonly string[]): void {
  for (const key of keys) if (!state.counted.includes(key)) state.counted.push(key);
  state.unread = state.hostSpoke && !state.shown ? state.counted.length : 0;
}

export const hostBridgeSlice = createSlice({
  name: 'hostBridge',
  initialState: initialHostBridgeState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hostCommandReceived, (state, action) => {
        if (action.payload.type === 'open') {
          state.shown = true;
          state.hostSpoke = true;
          state.counted = [];
          state.unread = 0;
        } else if (action.payload.type === 'close') {
          state.shown = false;
          state.hostSpoke = true;
          count(state, []);
        } else if (action.payload.type === 'handleLinks') {
          state.hostOpensLinks = true;
        }
      })
      .addCase(hostMessageIgnored, (state) => {
        state.ignored += 1;
      })
      .addCase(unreadMessagesFound, (state, action) => {
        count(state, action.payload.keys);
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
