import { useAppSelector } from '../../app/hooks';
import { FAQ_VARIANT_A_MIN_SCHEME } from '../../app/guard/routeGuardRules';
import type { FaqScope } from './faqApi';

export function useFaqScope(): FaqScope {
  const appKey = useAppSelector((state) => state.session.appKey);
  const language = useAppSelector((state) => state.session.locale);
  return { appKey, language };
}

/** The FAQ home of this product: variant A for color scheme 3 or higher (spec §2). */
export function useFaqHomePath(): string {
  const colorScheme = useAppSelector((state) => state.session.colorScheme);
  return colorScheme >= FAQ_VARIANT_A_MIN_SCHEME ? '/faqa' : '/faqmain';
}
