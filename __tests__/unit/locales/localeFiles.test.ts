import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_CODES, LOCALE_TAGS, resolveLocale } from '../../../src/protocol/locales';
import { localeTexts, readLocaleFile as readFile } from '../../support/localeTexts';

describe('resolveLocale (spec §1: country, else stored, else US)', () => {
  it.each([
    ['JP', 'BR', 'JP'],
    ['jp', null, 'JP'],
    [' vn ', null, 'VN'],
    [null, 'BR', 'BR'],
    ['', 'TH', 'TH'],
    ['XX', 'RU', 'RU'],
    ['XX', 'YY', 'US'],
    [undefined, undefined, 'US'],
    ['__proto__', null, 'US'],
  ])('country %j, stored %j → %s', (country, stored, expected) => {
    expect(resolveLocale(country, stored)).toBe(expected);
  });
});

describe('locale files', () => {
  const dir = join(__dirname, '../../../locales');
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  /** Both files of a locale: the chat's (loaded up front) and every other screen's (setupI18n.ts). */
  const read = (tag: string): Record<string, unknown> => localeTexts(tag);
  const usKeys = keysOf(read('en-US')).sort();

  it('exist for exactly the 9 locales, two files each, named by BCP 47 tag', () => {
    // locales/agent/ holds the agent console's own texts (consoleLocales.test.ts).
    const files = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.map((entry) => entry.name).sort()).toEqual(
      Object.values(LOCALE_TAGS)
        .flatMap((tag) => [`${tag}.json`, `${tag}.more.json`])
        .sort(),
    );
    expect(LOCALE_CODES).toEqual(['CN', 'US', 'BR', 'ID', 'JP', 'RU', 'TH', 'VN', 'NG']);
  });

  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const baseKeys = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();

  it.each(Object.values(LOCALE_TAGS))(
    '%s has every key of en-US and no other, none empty, each plural in its language’s forms',
    (tag) => {
      const data = read(tag);
      const keys = keysOf(data);
      expect(baseKeys(keys)).toEqual(baseKeys(usKeys));
      const categories = new Intl.PluralRules(tag)
        .resolvedOptions()
        .pluralCategories.filter((category) => category !== 'zero' && category !== 'two')
        .sort();
      for (const plural of baseKeys(usKeys.filter((key) => PLURAL.test(key)))) {
        const forms = keys
          .filter((key) => key.startsWith(`${plural}_`))
          .map((key) => key.slice(plural.length + 1))
          .sort();
        expect({ plural, forms }).toEqual({ plural, forms: categories });
      }
      const empty = keysOf(data).filter(
        (key) => !key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data),
      );
      expect(empty).toEqual([]);
    },
  );

  it.each(Object.values(LOCALE_TAGS))('%s splits its keys between its two files as en-US does, none in both', (tag) => {
    expect(baseKeys(keysOf(readFile(`${tag}.json`)))).toEqual(baseKeys(keysOf(readFile('en-US.json'))));
    expect(baseKeys(keysOf(readFile(`${tag}.more.json`)))).toEqual(baseKeys(keysOf(readFile('en-US.more.json'))));
    const moreKeys = new Set(keysOf(readFile(`${tag}.more.json`)));
    expect(keysOf(readFile(`${tag}.json`)).filter((key) => moreKeys.has(key))).toEqual([]);
  });
});
