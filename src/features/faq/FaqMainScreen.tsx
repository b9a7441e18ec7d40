import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function FaqMainScreen() {
  return <PlaceholderScreen titleKey="screens.faqmain" />;
}
