import { FaqHome } from './FaqHome';

export function FaqMainScreen() {
  return <FaqHome layout="list" />;
}
