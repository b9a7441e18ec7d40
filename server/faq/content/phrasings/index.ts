/**
 * Phrasings: the questions customers ask, worded as they type them in the chat, stored with each article
 * per locale. The assistant's retrieval indexes them beside the article's title and answer, and editors see
 * and extend them in the console as the article's "questions customers ask". These are the seed.
 */
import type { LocaleCode } from '../../../locale';
import type { FaqQuestionKey } from '../catalog';
import { BR_PHRASINGS } from './br';
import { CN_PHRASINGS } from './cn';
import { ID_PHRASINGS } from './id';
import { JP_PHRASINGS } from './jp';
import { NG_PHRASINGS } from './ng';
import { RU_PHRASINGS } from './ru';
import { TH_PHRASINGS } from './th';
import { US_PHRASINGS } from './us';
import { VN_PHRASINGS } from './vn';

export const FAQ_PHRASINGS: Record<LocaleCode, Record<FaqQuestionKey, readonly string[]>> = {
  CN: CN_PHRASINGS,
  US: US_PHRASINGS,
  BR: BR_PHRASINGS,
  ID: ID_PHRASINGS,
  JP: JP_PHRASINGS,
  RU: RU_PHRASINGS,
  TH: TH_PHRASINGS,
  VN: VN_PHRASINGS,
  NG: NG_PHRASINGS,
};
