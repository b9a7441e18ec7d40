import { InfoScreen } from '../../ui/InfoScreen';

export function FaqDetailScreen() {
  return <InfoScreen titleKey="screens.faqdetail" bodyKey="placeholder.body" />;
}
