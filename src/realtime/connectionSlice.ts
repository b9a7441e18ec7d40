import { createSlice } from '@reduxjs/toolkit';
import { CUSTOMER_CONNECTION, isNetworkBroken } from './connectionPolicy';
import {
  browserOnlineChanged,
  frameRejected,
  pingTimedOut,
  socketClosed,
  socketConnecting,
  socketOccupied,
  socketOpened,
} from './socketActions';

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'waitingToRetry' | 'closed' | 'occupied';

export interface ConnectionState {
  status: ConnectionStatus;
  attempt: number;
  /** The connection policy's flag (spec §4), kept from the recorded actions so that sessions replay. */
  brokenNetwork: boolean;
  lastCloseCode: number | null;
  malformedFrames: number;
  pingTimeouts: number;
  /**
   * What the browser last said (online/offline events), so that screens without a socket show it too.
   * Absent until it first speaks: recordings made before it existed replay to the same state.
   */
  offline?: boolean;
}

export const initialConnectionState: ConnectionState = {
  status: 'idle',
  attempt: 0,
  brokenNetwork: false,
  lastCloseCode: null,
  malformedFrames: 0,
  pingTimeouts: 0,
};

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Never while occupied: the socket middleware connects again only on the user's takeover.
      .addCase(socketConnecting, (state, action) => {
        state.status = 'connecting';
        state.attempt = action.payload.attempt;
      })
      .addCase(socketOpened, (state) => {
        state.status = 'open';
        state.attempt = 0;
        state.brokenNetwork = false;
      })
      .addCase(socketClosed, (state, action) => {
        state.lastCloseCode = action.payload.code;
        if (state.status === 'occupied') return;
        state.status = action.payload.willRetry ? 'waitingToRetry' : 'closed';
        if (isNetworkBroken(action.payload.failedAttempts, CUSTOMER_CONNECTION)) state.brokenNetwork = true;
      })
      .addCase(browserOnlineChanged, (state, action) => {
        state.offline = !action.payload.online;
      })
      .addCase(pingTimedOut, (state) => {
        state.pingTimeouts++;
      })
      .addCase(socketOccupied, (state) => {
        state.status = 'occupied';
      })
      .addCase(frameRejected, (state) => {
        state.malformedFrames++;
      });
  },
});

export const connectionReducer = connectionSlice.reducer;

interface StateWithConnection {
  connection: ConnectionState;
}

export const selectConnectionStatus = (state: StateWithConnection) => state.connection.status;
export const selectBrokenNetwork = (state: StateWithConnection) => state.connection.brokenNetwork;
