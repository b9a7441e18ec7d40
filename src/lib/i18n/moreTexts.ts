import type { i18n } from 'i18next';
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

/**
 * Every screen's texts in `instance` (namespace `more`), or a rejection: i18next resolves a failed load
 * anyway and never asks again, so a view would show its keys. Rejecting lets loadChunk try again
 * (src/lib/loadChunk.ts). Here rather than in setupI18n.ts: only what loads beyond the chat needs it.
 */
export async function loadMoreTexts(instance: i18n, ready: Promise<i18n>, more: string): Promise<void> {
  await ready;
  const loaded = () => instance.hasResourceBundle(instance.language, more);
  await instance.loadNamespaces(more);
  if (!loaded()) await instance.reloadResources(instance.language, more);
  if (!loaded()) throw new Error('The texts of the other screens did not load');
}
