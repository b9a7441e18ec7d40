import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function SocialScreen() {
  return <PlaceholderScreen titleKey="screens.social" />;
}
