import { LatestConversation } from '../../features/conversations/LatestConversation';
import { FaqShortcuts } from '../../features/faq/FaqShortcuts';
import { HomeScreen } from '../../features/home/HomeScreen';

/** `/`: the help home with the latest conversation and the FAQ shortcuts. */
export function HomeRoute() {
  return <HomeScreen LatestConversation={LatestConversation} HelpShortcuts={FaqShortcuts} />;
}
