import { useTranslation } from 'react-i18next';

/** Shown while the guard and a lazily loaded screen arrive. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <main className="loading" aria-busy="true">
      <div className="loading__spinner" role="progressbar" aria-label={t('common.loading')} />
    </main>
  );
}
