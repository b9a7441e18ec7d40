/**
 * Paths and hand-overs between screens that several features and the route guard agree on
 * (spec §2). Pure: no router, no store.
 */

/** FAQ screens: the force-FAQ redirect never sends a user from one of these to another. */
export const FAQ_PATHS: readonly string[] = [
  '/faqmain',
  '/faqclass',
  '/faqreply',
  '/faqindex',
  '/faqdetail',
  '/faqanswery',
  '/faqa',
  '/faqb',
];

/** Spec §2: variant A serves color scheme 3 or higher. */
export const FAQ_VARIANT_A_MIN_SCHEME = 3;

/** The FAQ home of a product: variant A for color scheme 3 or higher, else the FAQ main screen. */
export function faqHomePath(colorScheme: number): '/faqa' | '/faqmain' {
  return colorScheme >= FAQ_VARIANT_A_MIN_SCHEME ? '/faqa' : '/faqmain';
}

export interface BackInput {
  pathname: string;
  /** The query of the screen: the link's, without its secrets (removed at start). */
  search: string;
  /** react-router's location key: 'default' for the entry the page was opened at. */
  key: string;
  /**
   * The router's index in the session history (react-router keeps it in history.state), when known: 0
   * for an entry that replaced the first one (a redirect while opening), which has nothing behind it.
   */
  index?: number;
}

/**
 * Where a screen's back control leads: -1, back to where the user came from inside the app; else home
 * with the link's query; null on home itself, which needs none.
 */
export function backTarget({ pathname, search, key, index }: BackInput): -1 | { pathname: '/'; search: string } | null {
  if (pathname === '/') return null;
  return key !== 'default' && index !== 0 ? -1 : { pathname: '/', search };
}
