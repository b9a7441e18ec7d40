import { createAction } from '@reduxjs/toolkit';
import type { ErrorCode } from '../protocol/codes';
import type { LocaleCode } from '../protocol/locales';

/*
 * The session's events, apart from its slice so that the api's base query can raise and await them
 * (the slice depends on the api through sessionApi).
 */

export const signInFailed = createAction<{ code: ErrorCode | number }>('session/signInFailed');
/**
 * The server refused the session's token (REST tokenExpired, or tokenInvalid for a token it had
 * issued; socket close 4001): the client signs in again from the link, or shows why it cannot.
 */
export const tokenRejected = createAction<{ code: ErrorCode | number }>('session/tokenRejected');
/** Signed in again after tokenRejected: waiting requests retry with the new token. */
export const sessionRenewed = createAction('session/renewed');
/** The customer's language was chosen anew while the page runs (the host bridge's `setLocale`). */
export const localeChosen = createAction<{ locale: LocaleCode }>('session/localeChosen');
