/**
 * Every translation key the code uses exists in en-US, and every en-US key is used by some code.
 * (localeFiles.test.ts checks that the other 8 locales have exactly en-US's keys.)
 *
 * How keys are found: every string literal in src/**\/*.ts(x) that looks like `section.key` with a
 * section of en-US counts as a use: `t('a.b')`, `i18nKey="a.b"`, `titleKey="a.b"`, a type union of
 * keys, and lookup tables such as src/lib/i18n/errorMessages.ts alike. Plural forms (`_one`, `_other`…)
 * count as uses of their base key.
 *
 * Keys built at run time (a template literal such as `t(\`faq.kind.${kind}\`)`) cannot be seen
 * that way: each such prefix must be declared in DYNAMIC_KEY_PREFIXES below, and then every key
 * under it counts as used. A template literal that builds a key from an undeclared prefix fails
 * the test, so a new dynamic key is never silently unchecked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { localeTexts, readLocaleFile } from '../../support/localeTexts';

/** Prefixes of keys built at run time, each with where it is built. Keep this list short. */
const DYNAMIC_KEY_PREFIXES: Record<string, string> = {
  'workOrders.status.': 'src/features/workOrders/workOrderRules.ts (a withdrawal order status)',
  'workOrders.card.status.': 'src/features/workOrders/components/WorkOrderCard.tsx (a work order status)',
  'workOrders.title.': 'src/features/workOrders/components/WorkOrderCard.tsx (a work order type)',
  'workOrders.bugTypes.': 'src/features/workOrders/components/form/TechnicalSection.tsx (a bug type id)',
};

const ROOT = join(__dirname, '../../..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function leafKeys(value: unknown, prefix = ''): string[] {
  return typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => leafKeys(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];
}

const chatKeys = new Set(leafKeys(readLocaleFile('en-US.json')).map((key) => key.replace(PLURAL, '')));
const us = localeTexts('en-US');
const sections = new Set(Object.keys(us));
const usKeys = new Set(leafKeys(us).map((key) => key.replace(PLURAL, '')));

const files = sourceFiles(join(ROOT, 'src')).map((path) => ({
  path: path.slice(ROOT.length + 1),
  text: readFileSync(path, 'utf8'),
}));

/** Literal keys per file. */
const LITERAL = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
const used = new Map<string, string>();
for (const { path, text } of files) {
  for (const [, , literal] of text.matchAll(LITERAL)) {
    if (sections.has(literal.split('.')[0]) && !used.has(literal)) used.set(literal, path);
  }
}

/** Template literals that start like a key and then interpolate: `section.part.${…}`. */
const TEMPLATE = /`([A-Za-z][\w-]*\.(?:[\w-]+\.)*[\w-]*)\$\{/g;
const dynamic = files.flatMap(({ path, text }) =>
  [...text.matchAll(TEMPLATE)]
    .map(([, prefix]) => ({ prefix, path }))
    .filter(({ prefix }) => sections.has(prefix.split('.')[0])),
);

/**
 * The code of a usable /chat, which can show before the second locale file loads: what the entry
 * imports, and the chat screen with everything it imports, statically or lazily, except what it
 * loads through withMoreTranslations (src/lib/i18n/setupI18n.ts), which waits for that file.
 */
function upFrontForChat(): Set<string> {
  const reached = new Set<string>();
  const resolve = (from: string, specifier: string) =>
    ['.ts', '.tsx', '/index.ts']
      .map((ending) => join(dirname(from), specifier) + ending)
      .find((candidate) => existsSync(candidate));
  const visit = (file: string, withLazy: boolean) => {
    if (reached.has(file)) return;
    reached.add(file);
    const text = readFileSync(file, 'utf8');
    const statics = [...text.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms)].map((match) => match[1]);
    const lazies = withLazy
      ? [...text.matchAll(/(withMoreTranslations\(\(\) => )?import\('(\.[^']+)'\)/g)]
          .filter((match) => !match[1])
          .map((match) => match[2])
      : [];
    for (const specifier of [...statics, ...lazies]) {
      const target = resolve(file, specifier);
      if (target) visit(target, withLazy);
    }
  };
  visit(join(ROOT, 'src/main.tsx'), false);
  visit(join(ROOT, 'src/app/screens/ChatRoute.tsx'), true);
  return new Set([...reached].map((path) => path.slice(ROOT.length + 1)));
}

describe('translation keys in src/ and in locales/en-US.json', () => {
  it('the chat and what loads with it use only texts of the chat’s locale file', () => {
    const chatCode = upFrontForChat();
    const upFront = files.filter(({ path }) => chatCode.has(path));
    const elsewhere = upFront.flatMap(({ path, text }) =>
      [...text.matchAll(LITERAL)]
        .map(([, , key]) => ({ key, path }))
        .filter(({ key }) => sections.has(key.split('.')[0]) && !chatKeys.has(key.replace(PLURAL, ''))),
    );
    expect(upFront.length).toBeGreaterThan(20);
    expect(elsewhere).toEqual([]);
  });

  it('finds the keys the code uses (the scan itself works)', () => {
    expect(used.get('common.retry')).toBeDefined();
    expect(used.get('errors.orderNotExist')).toBe(join('src', 'lib', 'i18n', 'errorMessages.ts'));
    expect(used.size).toBeGreaterThan(100);
  });

  it('every key built at run time has a declared prefix', () => {
    const undeclared = dynamic.filter(
      ({ prefix }) => !Object.keys(DYNAMIC_KEY_PREFIXES).some((declared) => prefix.startsWith(declared)),
    );
    expect(undeclared).toEqual([]);
  });

  it('every key the code names exists in en-US (so, by localeFiles.test.ts, in all 9 locales)', () => {
    const missing = [...used]
      .filter(([key]) => !usKeys.has(key.replace(PLURAL, '')))
      .map(([key, path]) => `${key} (${path})`);
    expect(missing).toEqual([]);
  });

  it('every en-US key is used by some code (remove keys nothing uses)', () => {
    const usedBase = new Set([...used.keys()].map((key) => key.replace(PLURAL, '')));
    const unused = [...usKeys].filter(
      (key) => !usedBase.has(key) && !Object.keys(DYNAMIC_KEY_PREFIXES).some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
