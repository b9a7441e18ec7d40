import { InfoScreen } from '../../ui/InfoScreen';

export function FaqReplyScreen() {
  return <InfoScreen titleKey="screens.faqreply" bodyKey="placeholder.body" />;
}
