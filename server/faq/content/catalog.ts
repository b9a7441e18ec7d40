/**
 * The shape of the demo FAQ, the same in every language: categories (types) and their questions.
 * Numbers are stable: the seed derives row ids from them, and the legacy FAQ host uses them as ids.
 */
export const FAQ_TYPE_KEYS = ['account', 'deposits', 'withdrawals', 'security', 'app'] as const;
export type FaqTypeKey = (typeof FAQ_TYPE_KEYS)[number];

export const FAQ_QUESTION_KEYS = [
  'forgotPassword',
  'changePhone',
  'accountLocked',
  'depositNotArrived',
  'depositMethods',
  'depositLimits',
  'withdrawalTime',
  'withdrawalFailed',
  'withdrawalOnHold',
  'twoStep',
  'suspiciousLogin',
  'phishing',
  'appCrash',
  'blankScreen',
] as const;
export type FaqQuestionKey = (typeof FAQ_QUESTION_KEYS)[number];

export interface CatalogType {
  key: FaqTypeKey;
  number: number;
  icon: string;
}

export interface CatalogQuestion {
  key: FaqQuestionKey;
  number: number;
  type: FaqTypeKey;
  /** Shown among the top questions of the FAQ home (`faq/list?top=1`). */
  top: boolean;
  /** Served by the legacy FAQ host as a guide (`find-guide`). */
  guide: boolean;
}

export const FAQ_TYPES: readonly CatalogType[] = FAQ_TYPE_KEYS.map((key, index) => ({
  key,
  number: index + 1,
  icon: key,
}));

const TOP: ReadonlySet<FaqQuestionKey> = new Set([
  'forgotPassword',
  'depositNotArrived',
  'withdrawalTime',
  'suspiciousLogin',
]);
const GUIDES: ReadonlySet<FaqQuestionKey> = new Set(['forgotPassword', 'withdrawalTime', 'twoStep', 'appCrash']);
const TYPE_OF: Record<FaqQuestionKey, FaqTypeKey> = {
  forgotPassword: 'account',
  changePhone: 'account',
  accountLocked: 'account',
  depositNotArrived: 'deposits',
  depositMethods: 'deposits',
  depositLimits: 'deposits',
  withdrawalTime: 'withdrawals',
  withdrawalFailed: 'withdrawals',
  withdrawalOnHold: 'withdrawals',
  twoStep: 'security',
  suspiciousLogin: 'security',
  phishing: 'security',
  appCrash: 'app',
  blankScreen: 'app',
};

export const FAQ_QUESTIONS: readonly CatalogQuestion[] = FAQ_QUESTION_KEYS.map((key, index) => ({
  key,
  number: index + 1,
  type: TYPE_OF[key],
  top: TOP.has(key),
  guide: GUIDES.has(key),
}));

export interface FaqText {
  title: string;
  /** Rich text (HTML): <p>, <b>, <ul><li>, https links. */
  answer: string;
}

/** One language's texts; the compiler makes every language name every category and question. */
export interface FaqLocaleContent {
  types: Record<FaqTypeKey, string>;
  questions: Record<FaqQuestionKey, FaqText>;
}
