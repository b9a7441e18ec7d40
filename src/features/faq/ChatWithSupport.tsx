import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { FaqChatContext } from '../../lib/faqHandover';
import { selectServiceLink } from '../../session/screenSelectors';
import { chatLinkFromFaq } from './faqLinks';

interface ChatWithSupportProps {
  question: { id: string; title: string };
  labelKey?: 'faq.chatWithSupport' | 'faq.backToChat';
}

/** Goes to the chat by the stored service link (spec §2 round trip), never back into the FAQ. */
export function ChatWithSupport({ question, labelKey = 'faq.chatWithSupport' }: ChatWithSupportProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const serviceLink = useSelector(selectServiceLink);
  const context: FaqChatContext = { faqQuestion: question.title, faqId: question.id };
  return (
    <button
      type="button"
      className="button button--primary faq-answer__chat"
      onClick={() => navigate(chatLinkFromFaq(serviceLink, search), { state: context })}
    >
      {t(labelKey)}
    </button>
  );
}
