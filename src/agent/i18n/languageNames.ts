import type { LocaleTag } from '../../protocol/locales';

/**
 * Each language of the console by its own name, the same whatever language the console is in: an
 * agent finds theirs in a console they cannot read. Not translations, so not in locales/agent/.
 */
export const LANGUAGE_NAMES: Record<LocaleTag, string> = {
  'zh-CN': '中文（简体）',
  'en-US': 'English (US)',
  'pt-BR': 'Português (Brasil)',
  'id-ID': 'Bahasa Indonesia',
  'ja-JP': '日本語',
  'ru-RU': 'Русский',
  'th-TH': 'ไทย',
  'vi-VN': 'Tiếng Việt',
  'en-NG': 'English (Nigeria)',
};
