import type { LocaleTag } from '../../protocol/locales';

export type Texts = Promise<{ default: Record<string, unknown> }>;

/**
 * Every screen's texts beyond the chat's, per locale (setupI18n.ts): a chunk of its own, loaded with the
 * first such screen (and at start-up beside the entry on any page but /chat, scripts/build/startupPreload.ts),
 * so that the chat's first download does not carry the map.
 */
export const MORE_TEXTS: Record<LocaleTag, () => Texts> = {
  'zh-CN': () => import('../../../locales/zh-CN.more.json'),
  'en-US': () => import('../../../locales/en-US.more.json'),
  'pt-BR': () => import('../../../locales/pt-BR.more.json'),
  'id-ID': () => import('../../../locales/id-ID.more.json'),
  'ja-JP': () => import('../../../locales/ja-JP.more.json'),
  'ru-RU': () => import('../../../locales/ru-RU.more.json'),
  'th-TH': () => import('../../../locales/th-TH.more.json'),
  'vi-VN': () => import('../../../locales/vi-VN.more.json'),
  'en-NG': () => import('../../../locales/en-NG.more.json'),
};
