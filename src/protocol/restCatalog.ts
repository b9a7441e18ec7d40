import { ASSISTANT_REST } from './assistantFeedback';
import { CONTACT_REST } from './contact';
import { EVALUATION_REST } from './evaluations';
import { FAQ_REST } from './faq';
import { REST } from './identifiers';
import { UPLOAD_REST } from './uploads';
import { WORK_ORDER_REST } from './workOrderFiling';

export { LEGACY_FAQ_REST } from './faq';

/**
 * Every REST path of the main API (spec §7 and the three docs/protocol.md adds), for the sandbox and
 * the contract tests. The client imports each table from its own module, so a screen's paths
 * download with that screen.
 */
export const DOCUMENTED_REST = {
  ...REST,
  ...FAQ_REST,
  ...WORK_ORDER_REST,
  ...UPLOAD_REST,
  ...CONTACT_REST,
  ...ASSISTANT_REST,
  ...EVALUATION_REST,
} as const;
