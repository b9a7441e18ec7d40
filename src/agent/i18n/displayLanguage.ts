/**
 * A language's name in the console's language (`uiTag`), from the browser's own data (Intl.DisplayNames):
 * "Portuguese (Brazil)" for pt-BR in English, "ポルトガル語 (ブラジル)" in Japanese. The tag itself for a
 * tag Intl cannot read. `languageOnly`: the language without its region ("Portuguese").
 */
export function displayLanguage(tag: string, uiTag: string, languageOnly = false): string {
  try {
    const names = new Intl.DisplayNames([uiTag], { type: 'language', languageDisplay: 'standard' });
    return names.of(languageOnly ? tag.split('-')[0] : tag) ?? tag;
  } catch {
    return tag;
  }
}
