/**
 * The evaluation views src/app puts into the chat's slots, in one chunk that loads with the first of
 * them (an evaluation card, the evaluation popup, or the first human stage's end-session control).
 */
export { EndSessionControl } from './components/EndSessionControl';
export { EvaluationCard } from './components/EvaluationCard';
export { EvaluationDialog } from './components/EvaluationDialog';
