import { AnswerView } from './AnswerView';

/** The answer to a searched question (search results link here). */
export function FaqAnswerScreen() {
  return <AnswerView screenTitleKey="screens.faqanswery" />;
}
