/**
 * Paths and hand-overs between screens that several features and the route guard agree on
 * (spec §2). Pure: no router, no store.
 */

/** FAQ screens: the force-FAQ redirect never sends a user from one of these to another. */
export const FAQ_PATHS: readonly string[] = ['/faqmain', '/faqclass', '/faqreply', '/faqindex', '/faqdetail', '/faqanswery', '/faqa', '/faqb'];

/** Spec §2: variant A serves color scheme 3 or higher. */
export const FAQ_VARIANT_A_MIN_SCHEME = 3;

/** The FAQ home of a product: variant A for color scheme 3 or higher, else the FAQ main screen. */
export function faqHomePath(colorScheme: number): '/faqa' | '/faqmain' {
  return colorScheme >= FAQ_VARIANT_A_MIN_SCHEME ? '/faqa' : '/faqmain';
}
