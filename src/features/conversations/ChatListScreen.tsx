import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ChatListScreen() {
  return <PlaceholderScreen titleKey="screens.chatlist" />;
}
