import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function HomeScreen() {
  return <PlaceholderScreen titleKey="screens.home" />;
}
