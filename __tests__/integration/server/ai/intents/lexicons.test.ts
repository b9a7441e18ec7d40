import type { IntentLexicon } from '../../../../../server/ai/intents/lexicon';
import { INTENT_LEXICONS } from '../../../../../server/ai/intents/lexicons';
import { LOCALE_CODES, type LocaleCode } from '../../../../../server/locale';

/** Languages written without spaces: their phrases match anywhere, so a trailing `*` means nothing there. */
const UNSPACED: ReadonlySet<LocaleCode> = new Set(['CN', 'JP', 'TH']);

const MAX_LENGTH = 40;

const ENGLISH_CRASH_WORDS = [
  'crash*',
  'freez*',
  'frozen',
  'hang',
  'hangs',
  'lag*',
  'blank',
  'white screen',
  'black screen',
  'shut down',
  'shuts down',
  'shutting down',
  'closes',
  'closing',
  'force clos*',
  'not responding',
  'unresponsive',
  "won't open",
  'wont open',
  "won't load",
  'stuck',
];

/** Words of the symptoms the appCrash and blankScreen articles answer: never a bug report. */
const CRASH_WORDS: Record<LocaleCode, readonly string[]> = {
  US: ENGLISH_CRASH_WORDS,
  NG: ENGLISH_CRASH_WORDS,
  BR: [
    'trav*',
    'congel*',
    'crash*',
    'fecha sozinho',
    'fechando sozinho',
    'fechou sozinho',
    'tela branca',
    'tela preta',
    'tela em branco',
    'tela escura',
    'não abre',
    'lento',
    'lag*',
    'cai',
    'caiu',
  ],
  ID: [
    'crash*',
    'macet',
    'hang',
    'ngehang',
    'freeze',
    'ngefreeze',
    'force close',
    'fc',
    'keluar sendiri',
    'tertutup sendiri',
    'nutup sendiri',
    'layar putih',
    'layar hitam',
    'layar kosong',
    'blank',
    'lag',
    'ngelag',
    'nge-lag',
    'lemot',
    'tidak bisa dibuka',
    'gak bisa dibuka',
  ],
  VN: [
    'văng',
    'treo',
    'đơ',
    'crash',
    'màn hình trắng',
    'màn hình đen',
    'màn hình trống',
    'trắng màn hình',
    'đen màn hình',
    'tự thoát',
    'thoát ra',
    'tự tắt',
    'giật',
    'lag',
    'đứng máy',
    'không mở được',
  ],
  RU: [
    'вылет*',
    'завис*',
    'краш*',
    'крэш*',
    'падает',
    'упал*',
    'черный экран',
    'белый экран',
    'пустой экран',
    'тормоз*',
    'лаг*',
    'фриз*',
    'не открывается',
    'не запускается',
    'закрывается',
  ],
  CN: ['闪退', '崩溃', '卡', '黑屏', '白屏', '空白', '死机', '打不开', '无响应', '没响应', '自动退出', '自己关'],
  JP: [
    '落ち',
    'フリーズ',
    '固ま',
    'クラッシュ',
    '強制終了',
    '真っ白',
    '真っ黒',
    '白い画面',
    '黒い画面',
    '画面が白',
    '画面が黒',
    '起動しない',
    '開かない',
    '閉じ',
    '止ま',
  ],
  TH: [
    'ค้าง',
    'เด้ง',
    'แครช',
    'crash',
    'จอดำ',
    'จอขาว',
    'หน้าจอว่าง',
    'หน้าจอขาว',
    'หน้าจอดำ',
    'ว่างเปล่า',
    'ปิดเอง',
    'หลุด',
    'เปิดไม่ได้',
    'เปิดไม่ขึ้น',
    'กระตุก',
    'แลค',
  ],
};

/** Every list of a lexicon with its name, the subjects' as `subjects.<name>`. */
function namedLists({ subjects, ...lists }: IntentLexicon): [string, readonly string[]][] {
  return [
    ...Object.entries(lists),
    ...Object.entries(subjects).map(([name, list]): [string, readonly string[]] => [`subjects.${name}`, list]),
  ];
}

/** The folding of the type's comment: NFKC and lower case, and for spaced languages no accents, "đ" as "d". */
function fold(text: string, spaced: boolean): string {
  const lower = text.normalize('NFKC').toLowerCase();
  return spaced
    ? lower
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .replace(/đ/g, 'd')
    : lower;
}

/** Whether `word` matches in `text` by the type's rules (word boundaries and a trailing `*` when spaced). */
function occursIn(word: string, text: string, spaced: boolean): boolean {
  if (!spaced) return fold(text, false).includes(fold(word, false));
  const anyEnding = word.endsWith('*');
  const body = fold(anyEnding ? word.slice(0, -1) : word, true).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}${anyEnding ? '' : '(?![\\p{L}\\p{N}])'}`, 'u');
  return pattern.test(fold(text, true));
}

function malformed(entry: string, spaced: boolean): boolean {
  const star = entry.indexOf('*');
  return (
    entry.length === 0 ||
    entry.length > MAX_LENGTH ||
    entry !== entry.trim() ||
    /\s{2,}/u.test(entry) ||
    entry !== entry.toLowerCase() ||
    (star !== -1 && (!spaced || star !== entry.length - 1 || star === 0))
  );
}

function duplicates(entries: readonly string[]): string[] {
  return entries.filter((entry, index) => entries.indexOf(entry) !== index);
}

describe.each(LOCALE_CODES)('the %s intent lexicon', (locale) => {
  const lexicon = INTENT_LEXICONS[locale];
  const spaced = !UNSPACED.has(locale);

  it.each(namedLists(lexicon))('%s is a non-empty list of well-formed, distinct phrases', (_name, entries) => {
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => malformed(entry, spaced))).toEqual([]);
    expect(duplicates(entries)).toEqual([]);
  });

  it('has no crash or blank-screen word among the technical (bug report) phrases', () => {
    const crashing = lexicon.technical.filter((entry) =>
      CRASH_WORDS[locale].some((word) => occursIn(word, entry, spaced)),
    );
    expect(crashing).toEqual([]);
  });
});
