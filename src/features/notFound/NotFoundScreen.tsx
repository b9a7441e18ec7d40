import { InfoScreen } from '../../ui/InfoScreen';

export function NotFoundScreen() {
  return <InfoScreen titleKey="notFound.title" bodyKey="notFound.body" />;
}
