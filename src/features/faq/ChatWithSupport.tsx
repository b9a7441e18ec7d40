import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { chatLinkFromFaq } from '../../app/guard/routeGuardRules';

/**
 * Router location state the chat receives from an answer (docs/protocol.md, "FAQ → chat"): the
 * question the user read, so the chat can offer it as the first message.
 */
export interface FaqChatContext {
  faqQuestion: string;
  faqId: string;
}

interface ChatWithSupportProps {
  question: { id: string; title: string };
  labelKey?: 'faq.chatWithSupport' | 'faq.backToChat';
}

/** Goes to the chat by the stored service link (spec §2 round trip), never back into the FAQ. */
export function ChatWithSupport({ question, labelKey = 'faq.chatWithSupport' }: ChatWithSupportProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const serviceLink = useAppSelector((state) => state.session.serviceLink);
  const context: FaqChatContext = { faqQuestion: question.title, faqId: question.id };
  return (
    <button type="button" className="button button--primary faq-answer__chat" onClick={() => navigate(chatLinkFromFaq(serviceLink, search), { state: context })}>
      {t(labelKey)}
    </button>
  );
}
