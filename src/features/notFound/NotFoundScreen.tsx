import { InfoScreen } from './InfoScreen';

export function NotFoundScreen() {
  return <InfoScreen titleKey="notFound.title" bodyKey="notFound.body" />;
}
