import { useTranslation } from 'react-i18next';

export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <div className="typing" role="status">
      <span className="typing__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="typing__label">{t('chat.typing')}</span>
    </div>
  );
}
