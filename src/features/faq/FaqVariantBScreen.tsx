import { FaqHome } from './FaqHome';

/** Spec §2 variant B: a compact list of topics, for small embeds. */
export function FaqVariantBScreen() {
  return <FaqHome layout="compact" />;
}
