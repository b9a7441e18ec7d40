import { useTranslation } from 'react-i18next';

/** Shown while the guard and a lazily loaded screen arrive: a spinner and the words, so the wait reads as one at once. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <main className="loading" aria-busy="true">
      <div className="loading__spinner" aria-hidden="true" />
      <p className="loading__text">{t('common.loading')}</p>
    </main>
  );
}
