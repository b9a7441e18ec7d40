import { embed as enNG } from '../../locales/en-NG.more.json';
import { embed as enUS } from '../../locales/en-US.more.json';
import { embed as idID } from '../../locales/id-ID.more.json';
import { embed as jaJP } from '../../locales/ja-JP.more.json';
import { embed as ptBR } from '../../locales/pt-BR.more.json';
import { embed as ruRU } from '../../locales/ru-RU.more.json';
import { embed as thTH } from '../../locales/th-TH.more.json';
import { embed as viVN } from '../../locales/vi-VN.more.json';
import { embed as zhCN } from '../../locales/zh-CN.more.json';
import type { LocaleCode } from '../protocol/locales';

/** Only the `embed` section of each locale is imported: the build leaves the client's texts out. */
const TEXTS: Record<LocaleCode, typeof enUS> = {
  CN: zhCN,
  US: enUS,
  BR: ptBR,
  ID: idID,
  JP: jaJP,
  RU: ruRU,
  TH: thTH,
  VN: viVN,
  NG: enNG,
};

export type EmbedTextKey = 'embed.launcher' | 'embed.launcherUnread' | 'embed.panel';

/** A text of the launcher or the panel in the chat's language, `{{count}}` filled in. */
export function embedText(locale: LocaleCode, key: EmbedTextKey, count = 0): string {
  const name = key.slice('embed.'.length) as keyof typeof enUS;
  return TEXTS[locale][name].replace('{{count}}', String(count));
}
