import { InfoScreen } from '../../ui/InfoScreen';

export function FaqMainScreen() {
  return <InfoScreen titleKey="screens.faqmain" bodyKey="placeholder.body" />;
}
