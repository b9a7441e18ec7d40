import { AnswerView } from './AnswerView';

/** An answer opened from the chat (?id=): its action goes back to the chat. */
export function FaqReplyScreen() {
  return <AnswerView screenTitleKey="screens.faqreply" fromChat />;
}
