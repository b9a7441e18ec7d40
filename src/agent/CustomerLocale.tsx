import { useTranslation } from 'react-i18next';
import { displayLanguage } from './i18n/displayLanguage';

interface CustomerLocaleProps {
  /** The customer's BCP 47 tag ("pt-BR"); '' when the server did not say. */
  locale: string;
  /** In a chat tab: shown only, so that the tab keeps the customer's name as its accessible name. */
  inTab?: boolean;
}

/** The language a customer writes in, beside their name: the tag, with its name for screen readers and on hover. */
export function CustomerLocale({ locale, inTab = false }: CustomerLocaleProps) {
  const { t, i18n } = useTranslation();
  if (locale === '') return null;
  const name = displayLanguage(locale, i18n.language);
  return (
    <span className="agent-locale" title={name} aria-hidden={inTab || undefined}>
      <span aria-hidden="true">{locale}</span>
      {!inTab && <span className="agent-visually-hidden">{t('language.customer', { name })}</span>}
    </span>
  );
}
