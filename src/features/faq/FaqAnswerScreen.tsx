import { InfoScreen } from '../../ui/InfoScreen';

export function FaqAnswerScreen() {
  return <InfoScreen titleKey="screens.faqanswery" bodyKey="placeholder.body" />;
}
