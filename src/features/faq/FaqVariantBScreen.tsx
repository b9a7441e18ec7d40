import { InfoScreen } from '../../ui/InfoScreen';

export function FaqVariantBScreen() {
  return <InfoScreen titleKey="screens.faqb" bodyKey="placeholder.body" />;
}
