import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LocaleCode } from '../protocol/locales';
import { sessionApi } from './sessionApi';
import { localeChosen, signInFailed, tokenRejected } from './sessionEvents';

export interface FaqFlags {
  forceFaq: number;
  reportData: number;
  aiStatus: number;
}

export type IdentityStatus = 'anonymous' | 'signingIn' | 'signedIn' | 'failed';

export interface SessionState {
  appKey: string;
  locale: LocaleCode;
  accountId: string;
  distinctId: string;
  userName: string;
  nickname: string;
  /** The opening link carried user (or account_id) and pass; the pass itself is never in state. */
  openedWithCredentials: boolean;
  productId: string | null;
  companyId: string | null;
  faqFlags: FaqFlags | null;
  colorScheme: number;
  serviceLink: string | null;
  userId: string | null;
  token: string | null;
  identity: IdentityStatus;
  identityError: number | null;
}

export const initialSessionState: SessionState = {
  appKey: '',
  locale: 'US',
  accountId: '',
  distinctId: '',
  userName: '',
  nickname: '',
  openedWithCredentials: false,
  productId: null,
  companyId: null,
  faqFlags: null,
  colorScheme: 1,
  serviceLink: null,
  userId: null,
  token: null,
  identity: 'anonymous',
  identityError: null,
};

/** A screen that needs the signed-in user was opened (chat, conversation list, home). */
export const identityRequired = createAction('session/identityRequired');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    identityParamsSeen(state, action: PayloadAction<{ accountId: string; distinctId: string }>) {
      if (action.payload.accountId) state.accountId = action.payload.accountId;
      if (action.payload.distinctId) state.distinctId = action.payload.distinctId;
    },
    serviceLinkStored(state, action: PayloadAction<string>) {
      state.serviceLink = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(identityRequired, (state) => {
        if (state.identity !== 'signedIn') state.identity = 'signingIn';
      })
      .addCase(signInFailed, (state, action) => {
        state.identity = 'failed';
        state.identityError = action.payload.code;
      })
      .addCase(localeChosen, (state, action) => {
        state.locale = action.payload.locale;
      })
      .addCase(tokenRejected, (state) => {
        // Signing in again: the screens stay as they are (the composer keeps its draft) until it settles.
        state.token = null;
        state.identity = 'signingIn';
        state.identityError = null;
      })
      .addMatcher(sessionApi.endpoints.faqConfig.matchFulfilled, (state, action) => {
        const config = action.payload;
        state.faqFlags = {
          forceFaq: config.is_force_faq,
          reportData: config.is_report_data,
          aiStatus: config.ai_michat_status,
        };
        state.colorScheme = config.color_scheme;
      })
      .addMatcher(sessionApi.endpoints.productByAppKey.matchFulfilled, (state, action) => {
        state.productId = action.payload.id;
        state.companyId = action.payload.company_id;
      })
      .addMatcher(sessionApi.endpoints.login.matchFulfilled, (state, action) => {
        state.userId = action.payload.id;
        state.token = action.payload.token;
        state.identity = 'signedIn';
        state.identityError = null;
      })
      .addMatcher(sessionApi.endpoints.userInfo.matchFulfilled, (state, action) => {
        state.nickname = action.payload.nickname || state.nickname;
      });
  },
});

export const { identityParamsSeen, serviceLinkStored } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
