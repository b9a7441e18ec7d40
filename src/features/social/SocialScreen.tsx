import { InfoScreen } from '../../ui/InfoScreen';

export function SocialScreen() {
  return <InfoScreen titleKey="screens.social" bodyKey="placeholder.body" />;
}
