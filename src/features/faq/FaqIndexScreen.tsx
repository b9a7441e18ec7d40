import { InfoScreen } from '../../ui/InfoScreen';

export function FaqIndexScreen() {
  return <InfoScreen titleKey="screens.faqindex" bodyKey="placeholder.body" />;
}
