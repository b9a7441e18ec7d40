import { useTranslation } from 'react-i18next';
import type { Typist } from '../state/chatSlice';

export function TypingIndicator({ typist }: { typist: Typist }) {
  const { t } = useTranslation();
  return (
    <div className="typing" role="status">
      <span className="typing__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="typing__label">{t(typist === 'agent' ? 'chat.agentTyping' : 'chat.typing')}</span>
    </div>
  );
}
