import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function FaqVariantAScreen() {
  return <PlaceholderScreen titleKey="screens.faqa" />;
}
