import { InfoScreen } from '../../ui/InfoScreen';

export function FaqVariantAScreen() {
  return <InfoScreen titleKey="screens.faqa" bodyKey="placeholder.body" />;
}
