/**
 * The agent console's texts (locales/agent/<tag>.json, src/agent/i18n/consoleI18n.ts): every key of
 * en-US in all 9 locales with real text and the same variables, every key the code names there and
 * every key used, and no console source file with user-visible words of its own (hardCodedTexts below).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_TAGS } from '../../../../../src/protocol/locales';
import { localeTexts } from '../../../../support/localeTexts';
import { CONSOLE_LOCALES_DIR, readConsoleTexts } from '../../../../support/consoleTexts';
import { hardCodedTexts } from './hardCodedTexts';

const ROOT = join(__dirname, '../../../../..');
const AGENT = join(ROOT, 'src', 'agent');
const TAGS = Object.values(LOCALE_TAGS);
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, typeof value === 'string' ? value : '']];
}

const base = (key: string) => key.replace(PLURAL, '');
const baseKeys = (entries: [string, string][]) => [...new Set(entries.map(([key]) => base(key)))].sort();

/** `{{name}}` and `{{count, number}}` give their names, `<time>` its tag: what a translation must keep. */
function variablesOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

/** A key's variables over all its plural forms ("Asked once" has no count, "Asked 3 times" has). */
function variablesByKey(entries: [string, string][]): Map<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const [key, text] of entries) {
    const set = byKey.get(base(key)) ?? new Set<string>();
    variablesOf(text).forEach((variable) => set.add(variable));
    byKey.set(base(key), set);
  }
  return new Map([...byKey].map(([key, set]) => [key, [...set].sort()]));
}

/** Units written the same in some languages ("min", "bytes" in Portuguese) and patterns of names and figures ("{{name}} ({{code}})"): the only texts that may equal en-US's. */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'helpCentre.languageName',
  'supervisor.percent',
  'supervisor.totals.csat',
  'storage.bytes_one',
  'storage.bytes_other',
  'time.minutes',
  'time.hours',
  'time.hoursMinutes',
  'time.seconds',
  'time.minutesSeconds',
  'storage.KiB',
  'storage.MiB',
  'storage.GiB',
  'storage.TiB',
]);

const us = leaves(readConsoleTexts('en-US'));
const usValues = new Map(us);

describe('the console’s locale files', () => {
  it('exist for exactly the 9 locales, named by BCP 47 tag', () => {
    expect(readdirSync(CONSOLE_LOCALES_DIR).sort()).toEqual(TAGS.map((tag) => `${tag}.json`).sort());
  });

  it('use sections of their own: none is a section of the customer client’s files (whose key checks scan src/ too)', () => {
    const clientSections = Object.keys(localeTexts('en-US'));
    expect(Object.keys(readConsoleTexts('en-US')).filter((section) => clientSections.includes(section))).toEqual([]);
  });

  it.each(TAGS)('%s has every key of en-US and no other, none empty, each plural in its language’s forms', (tag) => {
    const entries = leaves(readConsoleTexts(tag));
    expect(baseKeys(entries)).toEqual(baseKeys(us));
    expect(entries.filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    const categories = new Intl.PluralRules(tag)
      .resolvedOptions()
      .pluralCategories.filter((category) => category !== 'zero' && category !== 'two')
      .sort();
    for (const plural of baseKeys(us.filter(([key]) => PLURAL.test(key)))) {
      const forms = entries
        .map(([key]) => key)
        .filter((key) => base(key) === plural && key !== plural)
        .map((key) => key.slice(plural.length + 1))
        .sort();
      expect({ plural, forms }).toEqual({ plural, forms: categories });
    }
  });

  it.each(TAGS)('%s keeps each text’s variables and markup (names, counts, <time>)', (tag) => {
    const expected = variablesByKey(us);
    const differing = [...variablesByKey(leaves(readConsoleTexts(tag)))].filter(
      ([key, variables]) => JSON.stringify(variables) !== JSON.stringify(expected.get(key)),
    );
    expect(differing).toEqual([]);
  });

  it.each(TAGS.filter((tag) => !tag.startsWith('en-')))('%s is translated: no text left as en-US has it', (tag) => {
    const untranslated = leaves(readConsoleTexts(tag))
      .filter(([key, text]) => !SAME_AS_ENGLISH_ALLOWED.has(key) && usValues.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(AGENT).map((path) => ({
  path: path.slice(ROOT.length + 1),
  text: readFileSync(path, 'utf8'),
}));

describe('the console’s translation keys', () => {
  const sections = new Set(us.map(([key]) => key.split('.')[0]));
  const usKeys = new Set(us.map(([key]) => base(key)));
  // Keys are named whole in the code (t('waiting.title'), i18nKey="waiting.since", a table of keys):
  // none is built at run time, so that this finds every one.
  const used = new Map<string, string>();
  for (const { path, text } of files)
    for (const [, , key] of text.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g))
      if (sections.has(key.split('.')[0]) && !used.has(key)) used.set(key, path);

  it('finds the keys the code names (the scan itself works)', () => {
    expect(used.get('waiting.since')).toBe(join('src', 'agent', 'WaitingList.tsx'));
    expect(used.size).toBeGreaterThan(150);
  });

  it('builds no key at run time from a template literal', () => {
    const built = files.flatMap(({ path, text }) =>
      [...text.matchAll(/`([A-Za-z][\w-]*\.[\w.-]*)\$\{/g)]
        .filter(([, prefix]) => sections.has(prefix.split('.')[0]))
        .map(([, prefix]) => `${prefix}… (${path})`),
    );
    expect(built).toEqual([]);
  });

  it('every key the code names exists in en-US (so, by the tests above, in all 9 locales)', () => {
    expect([...used].filter(([key]) => !usKeys.has(base(key))).map(([key, path]) => `${key} (${path})`)).toEqual([]);
  });

  it('every en-US key is used by some code (remove keys nothing uses)', () => {
    const usedBase = new Set([...used.keys()].map(base));
    expect([...usKeys].filter((key) => !usedBase.has(key))).toEqual([]);
  });
});

describe('no user-visible words written in the console’s code', () => {
  it('finds words in JSX text, in texts of attributes read to users, and in string literals (the check itself works)', () => {
    const source = [
      "const LABELS = { online: 'Online', away: 'Away for now' };",
      "const keys = ['Enter', 'Escape'];",
      "const css = 'agent-card agent-card--offered';",
      "throw new Error('The texts did not load');",
      'export const A = () => (',
      '  <p className="agent-muted" aria-label="Close it" title={`Sent ${at}`}>',
      '    Waiting for {name}',
      "    {t('waiting.title')} · {' '}",
      '  </p>',
      ');',
    ].join('\n');
    expect(hardCodedTexts('probe.tsx', source)).toEqual([
      'probe.tsx:1 Online',
      'probe.tsx:1 Away for now',
      'probe.tsx:6 aria-label="Close it"',
      'probe.tsx:6 Sent ${…}',
      'probe.tsx:7 Waiting for',
    ]);
  });

  it('finds none in src/agent: every text comes from locales/agent', () => {
    expect(files.flatMap(({ path, text }) => hardCodedTexts(path, text))).toEqual([]);
  });
});
