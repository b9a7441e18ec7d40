import { FaqHome } from './FaqHome';

/** Spec §2: the FAQ home for color scheme 3 or higher, topics as a grid of cards. */
export function FaqVariantAScreen() {
  return <FaqHome layout="cards" />;
}
