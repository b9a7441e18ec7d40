import { InfoScreen } from '../../ui/InfoScreen';

export function HomeScreen() {
  return <InfoScreen titleKey="screens.home" bodyKey="placeholder.body" />;
}
