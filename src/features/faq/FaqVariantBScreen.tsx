import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function FaqVariantBScreen() {
  return <PlaceholderScreen titleKey="screens.faqb" />;
}
