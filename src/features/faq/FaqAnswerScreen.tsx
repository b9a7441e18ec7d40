import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function FaqAnswerScreen() {
  return <PlaceholderScreen titleKey="screens.faqanswery" />;
}
