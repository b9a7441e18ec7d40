import { InfoScreen } from '../../ui/InfoScreen';

export function ChatListScreen() {
  return <InfoScreen titleKey="screens.chatlist" bodyKey="placeholder.body" />;
}
