import { foldText, isUnspaced, termsOf } from '../../../../../server/ai/knowledge/terms';
import { LOCALE_CODES, type LocaleCode } from '../../../../../server/locale';

/** The terms of a text as the index and the intent phrases see it: folded first, then cut. */
const termsOfText = (text: string, locale: LocaleCode) => termsOf(foldText(text, locale), locale);

describe('isUnspaced', () => {
  const UNSPACED: Record<LocaleCode, boolean> = {
    CN: true,
    JP: true,
    TH: true,
    US: false,
    NG: false,
    BR: false,
    ID: false,
    RU: false,
    VN: false,
  };

  it.each(LOCALE_CODES.map((locale) => [locale, UNSPACED[locale]] as const))(
    '%s is written without spaces between words: %s',
    (locale, unspaced) => {
      expect(isUnspaced(locale)).toBe(unspaced);
    },
  );
});

describe('foldText', () => {
  it.each<[string, LocaleCode, string, string]>([
    ['lower case', 'US', 'How Do I RESET?', 'how do i reset?'],
    ['Portuguese accents folded', 'BR', 'Depósito não caiu', 'deposito nao caiu'],
    ['Portuguese cedilla folded', 'BR', 'AÇÃO', 'acao'],
    ['Vietnamese tone marks folded', 'VN', 'Rút tiền mất bao lâu', 'rut tien mat bao lau'],
    ['Vietnamese "đ" read as "d"', 'VN', 'Đổi mật khẩu đăng nhập', 'doi mat khau dang nhap'],
    ['Vietnamese capital "Đ" read as "d"', 'VN', 'ĐĂNG NHẬP', 'dang nhap'],
    ['accents folded in Indonesian too', 'ID', 'Café', 'cafe'],
    ['full-width Latin and digits made ordinary (NFKC)', 'US', 'ＴＰ１０００２', 'tp10002'],
    ['full-width Latin made ordinary in Chinese', 'CN', 'ＡＰＰ闪退', 'app闪退'],
    ['half-width katakana made full-width', 'JP', 'ﾊﾟｽﾜｰﾄﾞ', 'パスワード'],
    ['Chinese keeps accents', 'CN', 'Café', 'café'],
    ['Japanese keeps accents and voiced marks', 'JP', 'Café ガード', 'café ガード'],
    ['Thai keeps its vowel and tone marks', 'TH', 'ที่ไหน', 'ที่ไหน'],
    ['Thai keeps accents of Latin words', 'TH', 'Café', 'café'],
  ])('%s: (%s) %j → %j', (_rule, locale, text, folded) => {
    expect(foldText(text, locale)).toBe(folded);
  });

  it.each<[string, LocaleCode]>([
    ['Depósito ĐƯỢC ＴＰ１', 'VN'],
    ['Não consigo sacar', 'BR'],
    ['ﾊﾟｽﾜｰﾄﾞを忘れた', 'JP'],
    ['น้ำ ทำ ที่', 'TH'],
    ['ＡＰＰ闪退了', 'CN'],
  ])('folding %j (%s) twice changes nothing more', (text, locale) => {
    const once = foldText(text, locale);
    expect(foldText(once, locale)).toBe(once);
  });

  it('reads a word typed with and without accents the same in spaced languages', () => {
    expect(foldText('Quên mật khẩu', 'VN')).toBe(foldText('quen mat khau', 'VN'));
    expect(foldText('SENHA ESQUECIDA', 'BR')).toBe(foldText('senha esquecida', 'BR'));
  });
});

describe('termsOf in languages that separate words', () => {
  it.each<[string, LocaleCode, string, string[]]>([
    [
      'words of a question, punctuation dropped',
      'US',
      'How do I reset my password?',
      ['how', 'do', 'i', 'reset', 'my', 'password'],
    ],
    ['apostrophes and hyphens cut words', 'US', "Can't log-in!!", ['can', 't', 'log', 'in']],
    [
      'letters and digits stay one word',
      'US',
      'Set up 2FA for TP10002, please.',
      ['set', 'up', '2fa', 'for', 'tp10002', 'please'],
    ],
    ['no letter pairs in a long word', 'US', 'verification', ['verification']],
    ['Vietnamese words, folded', 'VN', 'Rút tiền bao lâu?', ['rut', 'tien', 'bao', 'lau']],
    ['Portuguese words, folded', 'BR', 'Não consigo sacar — ajuda!', ['nao', 'consigo', 'sacar', 'ajuda']],
    ['Cyrillic words', 'RU', 'Не приходят деньги…', ['не', 'приходят', 'деньги']],
  ])('%s: (%s) %j', (_rule, locale, text, terms) => {
    expect(termsOfText(text, locale)).toEqual(terms);
  });
});

describe('termsOf in Chinese, Japanese and Thai', () => {
  it.each<[string, LocaleCode, string, string[]]>([
    ['Chinese words', 'CN', '忘记密码怎么办', ['忘记', '密码', '怎么']],
    ['Chinese words of a question', 'CN', '怎么开启两步验证？', ['开启', '验证']],
    ['Japanese words', 'JP', 'パスワードを忘れた', ['パスワード', '忘れ']],
    ['Japanese words of a kanji compound', 'JP', '二段階認証を設定したい', ['段階', '認証', '設定']],
    ['Thai words', 'TH', 'ลืมรหัสผ่าน', ['ลืม', 'รหัส', 'ผ่าน']],
    ['Thai words of a sentence', 'TH', 'ถอนเงินไม่ได้', ['ถอน', 'เงิน', 'ไม่', 'ได้']],
  ])('segmented into words (%s): (%s) %j has %j', (_rule, locale, text, words) => {
    expect(termsOfText(text, locale)).toEqual(expect.arrayContaining(words));
  });

  it.each<[string, LocaleCode, string, string[]]>([
    ['pairs across the words of a run', 'CN', '忘记密码怎么办', ['忘记', '记密', '密码', '码怎', '怎么', '么办']],
    ['"客服" as a pair where the segmenter cut it in two', 'CN', '客服在吗', ['客服', '服在', '在吗']],
    [
      'pairs of kana and kanji',
      'JP',
      'パスワードを忘れた',
      ['パス', 'スワ', 'ワー', 'ード', 'ドを', 'を忘', '忘れ', 'れた'],
    ],
    // A Thai letter is a consonant with its vowel and tone marks: "มิ" is one.
    ['pairs of a Thai loanword the dictionary does not know', 'TH', 'อยากคุยกับแอดมิน', ['แอ', 'อด', 'ดมิ', 'มิน']],
  ])('with the letter pairs of each run (%s): (%s) %j', (_rule, locale, text, pairs) => {
    expect(termsOfText(text, locale)).toEqual(expect.arrayContaining(pairs));
  });

  it('keeps a lone letter as a term', () => {
    expect(termsOfText('我', 'CN')).toContain('我');
  });

  it.each<[LocaleCode, string, string]>([
    ['CN', '我的OTP收不到', 'otp'],
    ['CN', '订单TP10002没到账', 'tp10002'],
    ['CN', 'app闪退', 'app'],
    ['JP', 'OTPが届かない', 'otp'],
    ['JP', 'TP10002の注文', 'tp10002'],
    ['TH', 'รหัส otp ไม่มา', 'otp'],
    ['TH', 'คุยกับ Admin ได้ไหม', 'admin'],
  ])('keeps a Latin or digit run whole: (%s) %j has %j', (locale, text, run) => {
    expect(termsOfText(text, locale)).toContain(run);
  });

  it.each<[LocaleCode, string, string[]]>([
    ['CN', 'TP10002', ['tp10002']],
    ['JP', 'otp 2fa', ['otp', '2fa']],
    ['TH', 'admin!', ['admin']],
  ])('does not cut a Latin or digit run standing apart into pairs: (%s) %j', (locale, text, terms) => {
    expect(termsOfText(text, locale)).toEqual(terms);
  });

  it.each<[LocaleCode, string]>([
    ['CN', '，。！？'],
    ['JP', '「」・。'],
    ['TH', '!?...'],
  ])('drops punctuation: (%s) %j has no terms', (locale, text) => {
    expect(termsOfText(text, locale)).toEqual([]);
  });

  it.each<[LocaleCode, string]>([
    ['CN', '密码？忘了！'],
    ['JP', 'パスワード、忘れた。'],
  ])('never makes a term of punctuation: (%s) %j', (locale, text) => {
    for (const term of termsOfText(text, locale)) expect(term).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
  });
});

describe('termsOf of nothing', () => {
  it.each<[LocaleCode, string]>([
    ['US', ''],
    ['US', '   '],
    ['US', '?!... —'],
    ['VN', '…'],
    ['CN', ''],
    ['TH', '  '],
  ])('(%s) %j has no terms', (locale, text) => {
    expect(termsOfText(text, locale)).toEqual([]);
  });
});
