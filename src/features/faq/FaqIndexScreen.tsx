import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function FaqIndexScreen() {
  return <PlaceholderScreen titleKey="screens.faqindex" />;
}
