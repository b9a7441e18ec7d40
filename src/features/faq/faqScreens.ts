/**
 * The FAQ's eight screens as one lazily loaded area (src/app/routes.tsx): they share most of their code,
 * so one chunk costs less than eight, and moving between them downloads nothing more.
 */
import type { ComponentType } from 'react';
import { FaqAnswerScreen } from './FaqAnswerScreen';
import { FaqClassScreen } from './FaqClassScreen';
import { FaqDetailScreen } from './FaqDetailScreen';
import { FaqIndexScreen } from './FaqIndexScreen';
import { FaqMainScreen } from './FaqMainScreen';
import { FaqReplyScreen } from './FaqReplyScreen';
import { FaqVariantAScreen } from './FaqVariantAScreen';
import { FaqVariantBScreen } from './FaqVariantBScreen';

/** The screen at each of FAQ_PATHS (src/lib/navigation.ts), which the routes are made from. */
export const FAQ_SCREEN_AT: Readonly<Record<string, ComponentType>> = {
  '/faqmain': FaqMainScreen,
  '/faqclass': FaqClassScreen,
  '/faqreply': FaqReplyScreen,
  '/faqindex': FaqIndexScreen,
  '/faqdetail': FaqDetailScreen,
  '/faqanswery': FaqAnswerScreen,
  '/faqa': FaqVariantAScreen,
  '/faqb': FaqVariantBScreen,
};
