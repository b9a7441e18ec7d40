import { InfoScreen } from '../../ui/InfoScreen';

export function FaqClassScreen() {
  return <InfoScreen titleKey="screens.faqclass" bodyKey="placeholder.body" />;
}
