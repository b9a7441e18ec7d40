import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleTag } from '../../protocol/locales';
import { CONSOLE_TAGS, saveConsoleLanguage } from './consoleLanguage';
import { LANGUAGE_NAMES } from './languageNames';

/** The console's language, chosen by the agent and kept in this browser; each language by its own name. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const choose = (tag: LocaleTag) => {
    saveConsoleLanguage(window.localStorage, tag);
    void i18n.changeLanguage(tag);
  };
  return (
    <div className="agent-language">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={i18n.language} onChange={(event) => choose(event.currentTarget.value as LocaleTag)}>
        {CONSOLE_TAGS.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {LANGUAGE_NAMES[tag]}
          </option>
        ))}
      </select>
    </div>
  );
}
