import { AnswerView } from './AnswerView';

export function FaqDetailScreen() {
  return <AnswerView screenTitleKey="screens.faqdetail" />;
}
