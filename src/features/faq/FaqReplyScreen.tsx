import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function FaqReplyScreen() {
  return <PlaceholderScreen titleKey="screens.faqreply" />;
}
