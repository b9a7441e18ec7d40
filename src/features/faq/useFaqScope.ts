import { useSelector } from 'react-redux';
import { faqHomePath } from '../../lib/navigation';
import { selectAppKey, selectColorScheme, selectLocale } from '../../session/screenSelectors';
import type { FaqScope } from './faqApi';

export function useFaqScope(): FaqScope {
  const appKey = useSelector(selectAppKey);
  const language = useSelector(selectLocale);
  return { appKey, language };
}

/** The FAQ home of this product: variant A for color scheme 3 or higher (spec §2). */
export function useFaqHomePath(): string {
  return faqHomePath(useSelector(selectColorScheme));
}
