import type { LocaleCode } from '../../../locale';
import type { IntentLexicon } from '../lexicon';
import { BR_LEXICON } from './br';
import { CN_LEXICON } from './cn';
import { ID_LEXICON } from './id';
import { JP_LEXICON } from './jp';
import { NG_LEXICON } from './ng';
import { RU_LEXICON } from './ru';
import { TH_LEXICON } from './th';
import { US_LEXICON } from './us';
import { VN_LEXICON } from './vn';

export const INTENT_LEXICONS: Record<LocaleCode, IntentLexicon> = {
  CN: CN_LEXICON,
  US: US_LEXICON,
  BR: BR_LEXICON,
  ID: ID_LEXICON,
  JP: JP_LEXICON,
  RU: RU_LEXICON,
  TH: TH_LEXICON,
  VN: VN_LEXICON,
  NG: NG_LEXICON,
};
