/**
 * The FAQ's eight screens as one lazily loaded area (src/app/routes.tsx): they share most of their code,
 * so one chunk costs less than eight, and moving between them downloads nothing more.
 */
export { FaqAnswerScreen } from './FaqAnswerScreen';
export { FaqClassScreen } from './FaqClassScreen';
export { FaqDetailScreen } from './FaqDetailScreen';
export { FaqIndexScreen } from './FaqIndexScreen';
export { FaqMainScreen } from './FaqMainScreen';
export { FaqReplyScreen } from './FaqReplyScreen';
export { FaqVariantAScreen } from './FaqVariantAScreen';
export { FaqVariantBScreen } from './FaqVariantBScreen';
