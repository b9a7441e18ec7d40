import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createConsoleI18n } from './consoleI18n';
import { loadConsoleLanguage } from './consoleLanguage';

/**
 * The console's texts in the agent's language (their saved choice, else the browser's): nothing shows
 * until they are loaded, then `<html lang>` follows the language, also when the agent changes it.
 */
export function ConsoleTexts({ children }: { children: ReactNode }) {
  const [setup] = useState(() => createConsoleI18n(loadConsoleLanguage(window.localStorage, window.navigator)));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const { instance } = setup;
    let current = true;
    const showLanguage = (language: string) => {
      document.documentElement.lang = language;
    };
    void setup.ready.then(() => {
      if (!current) return;
      showLanguage(instance.language);
      setReady(true);
    });
    instance.on('languageChanged', showLanguage);
    return () => {
      current = false;
      instance.off('languageChanged', showLanguage);
    };
  }, [setup]);
  return ready ? <I18nextProvider i18n={setup.instance}>{children}</I18nextProvider> : null;
}
