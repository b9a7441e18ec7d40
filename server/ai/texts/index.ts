import type { LocaleCode } from '../../locale';
import { BR } from './br';
import { CN } from './cn';
import { ID } from './id';
import { JP } from './jp';
import { NG } from './ng';
import { RU } from './ru';
import { TH } from './th';
import type { AssistantTexts } from './types';
import { US } from './us';
import { VN } from './vn';

export const ASSISTANT_TEXTS: Record<LocaleCode, AssistantTexts> = { CN, US, BR, ID, JP, RU, TH, VN, NG };
export * from './types';
