import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function FaqClassScreen() {
  return <PlaceholderScreen titleKey="screens.faqclass" />;
}
