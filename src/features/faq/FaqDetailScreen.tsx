import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function FaqDetailScreen() {
  return <PlaceholderScreen titleKey="screens.faqdetail" />;
}
