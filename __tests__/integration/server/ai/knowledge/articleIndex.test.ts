import { ArticleIndex, type KnowledgeArticle } from '../../../../../server/ai/knowledge/articleIndex';
import type { LocaleCode } from '../../../../../server/locale';

type Locale = 'US' | 'VN' | 'CN' | 'TH' | 'JP';

/** A small help centre per language, written as the seed writes articles: a title, the answer's text, a few phrasings. */
const ARTICLES: Record<Locale, KnowledgeArticle[]> = {
  US: [
    {
      id: 'forgotPassword',
      title: 'I forgot my password',
      text: 'Tap "Forgot password" on the sign-in screen and follow the link we send to your phone.',
      phrasings: ['how do I reset my password', "I can't remember my password"],
    },
    {
      id: 'withdrawalTime',
      title: 'How long does a withdrawal take?',
      text: 'Withdrawals usually arrive within 10 to 20 minutes.',
      phrasings: ['when will my withdrawal arrive', 'how long until I get my money out'],
    },
    {
      id: 'twoStep',
      title: 'Turning on two-step verification',
      text: 'Open Settings, then Security, and switch on two-step verification with an authenticator app.',
      phrasings: ['how do I set up 2FA', 'enable the authenticator'],
    },
    {
      id: 'appCrash',
      title: 'The app closes by itself',
      text: 'Update the app to the latest version, then restart your phone.',
      phrasings: ['the game keeps crashing', 'app shuts down when I open it'],
    },
  ],
  VN: [
    {
      id: 'forgotPassword',
      title: 'Tôi quên mật khẩu',
      text: 'Nhấn "Quên mật khẩu" trên màn hình đăng nhập.',
      phrasings: ['làm sao lấy lại mật khẩu'],
    },
    {
      id: 'withdrawalTime',
      title: 'Rút tiền mất bao lâu?',
      text: 'Tiền rút thường về trong 10 đến 20 phút.',
      phrasings: ['bao lâu thì tiền rút về tài khoản'],
    },
    {
      id: 'depositNotArrived',
      title: 'Tiền nạp chưa về',
      text: 'Tiền nạp thường vào trong 5 phút.',
      phrasings: ['đã nạp tiền nhưng chưa thấy'],
    },
  ],
  CN: [
    {
      id: 'forgotPassword',
      title: '忘记密码怎么办？',
      text: '在登录页面点击“忘记密码”，按照短信中的链接重置。',
      phrasings: ['密码忘了怎么找回'],
    },
    {
      id: 'twoStep',
      title: '如何开启两步验证？',
      text: '打开设置，进入安全，开启两步验证。',
      phrasings: ['怎么设置双重认证'],
    },
    {
      id: 'appCrash',
      title: '应用闪退怎么办？',
      text: '请更新到最新版本，然后重启手机。',
      phrasings: ['游戏老是自己关掉'],
    },
  ],
  TH: [
    {
      id: 'forgotPassword',
      title: 'ลืมรหัสผ่าน',
      text: 'กด "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ',
      phrasings: ['จะเปลี่ยนรหัสผ่านยังไง'],
    },
    {
      id: 'withdrawalTime',
      title: 'ถอนเงินใช้เวลานานเท่าไหร่',
      text: 'เงินที่ถอนจะเข้าภายใน 10 ถึง 20 นาที',
      phrasings: ['ถอนเงินกี่นาทีถึงจะได้'],
    },
    { id: 'appCrash', title: 'แอปเด้งออก', text: 'อัปเดตแอปเป็นเวอร์ชันล่าสุดแล้วเปิดใหม่', phrasings: ['เกมปิดเองตลอด'] },
  ],
  JP: [
    {
      id: 'forgotPassword',
      title: 'パスワードを忘れました',
      text: 'ログイン画面の「パスワードを忘れた」を押してください。',
      phrasings: ['パスワードの再設定方法'],
    },
    {
      id: 'twoStep',
      title: '二段階認証を設定するには',
      text: '設定＞セキュリティで二段階認証をオンにします。',
      phrasings: ['2段階認証のやり方'],
    },
    {
      id: 'appCrash',
      title: 'アプリが落ちる',
      text: '最新版に更新して、端末を再起動してください。',
      phrasings: ['ゲームが勝手に終了する'],
    },
  ],
};

const indexes = new Map<LocaleCode, ArticleIndex>();
function indexOf(locale: Locale): ArticleIndex {
  let index = indexes.get(locale);
  if (!index) {
    index = new ArticleIndex(locale, ARTICLES[locale]);
    indexes.set(locale, index);
  }
  return index;
}

const bestOf = (locale: Locale, query: string) => indexOf(locale).find(query)[0]?.id;

/** Questions a customer would type, none of them a title or a stored phrasing word for word. */
const QUESTIONS: [Locale, string, string][] = [
  ['US', 'How do I reset my password?', 'forgotPassword'],
  ['US', 'how long till I get my money out', 'withdrawalTime'],
  ['US', 'When does my withdrawal arrive?', 'withdrawalTime'],
  ['US', 'How can I set up 2FA?', 'twoStep'],
  ['US', 'the game keeps crashing on me', 'appCrash'],
  ['VN', 'Làm sao để lấy lại mật khẩu?', 'forgotPassword'],
  ['VN', 'Rút tiền bao lâu thì về?', 'withdrawalTime'],
  ['CN', '怎么开启两步验证', 'twoStep'],
  ['CN', '我密码忘了', 'forgotPassword'],
  ['CN', '游戏总是关掉', 'appCrash'],
  ['TH', 'ลืมรหัสผ่านทำไงดีครับ', 'forgotPassword'],
  ['TH', 'ถอนเงินนานไหม', 'withdrawalTime'],
  ['TH', 'แอปเด้งออกตลอดเลย', 'appCrash'],
  ['JP', 'パスワード忘れちゃった', 'forgotPassword'],
  ['JP', '二段階認証ってどうやるの', 'twoStep'],
  ['JP', 'ｱﾌﾟﾘがすぐ落ちる', 'appCrash'],
];

describe('ArticleIndex', () => {
  it('counts its articles and keeps its language', () => {
    expect(indexOf('US').size).toBe(4);
    expect(indexOf('US').locale).toBe('US');
    expect(new ArticleIndex('CN', []).size).toBe(0);
  });

  describe('finds the article a question is about, first', () => {
    it.each(QUESTIONS)('(%s) %j → %s', (locale, query, article) => {
      expect(bestOf(locale, query)).toBe(article);
    });
  });

  it('names each match by its article id and title', () => {
    const [best] = indexOf('US').find('How do I reset my password?');
    expect(best).toMatchObject({ id: 'forgotPassword', title: 'I forgot my password' });
  });

  it.each<[string, string]>([
    ['pasword please', 'forgotPassword'],
    ['withdrawl', 'withdrawalTime'],
    ['verificaton', 'twoStep'],
    ['autenticator', 'twoStep'],
  ])('forgives a typo in a longer English word: %j → %s', (query, article) => {
    expect(bestOf('US', query)).toBe(article);
  });

  it.each<[string, string]>([
    ['quen mat khau thi lam sao', 'forgotPassword'],
    ['rut tien bao lau', 'withdrawalTime'],
    ['nap tien roi ma chua thay', 'depositNotArrived'],
    ['DA NAP TIEN', 'depositNotArrived'],
  ])('finds a Vietnamese article from a question typed without diacritics: %j → %s', (query, article) => {
    expect(bestOf('VN', query)).toBe(article);
  });

  it('finds an article by a word that only its answer has', () => {
    expect(bestOf('US', 'restart')).toBe('appCrash');
    expect(bestOf('CN', '重启')).toBe('appCrash');
  });

  it.each(QUESTIONS)('lists each article once, best first: (%s) %j', (locale, query) => {
    const matches = indexOf(locale).find(query);
    const ids = matches.map((match) => match.id);
    expect(new Set(ids).size).toBe(ids.length);
    const scores = matches.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('lists an article once when its title, phrasings and answer all match', () => {
    expect(
      indexOf('US')
        .find('password')
        .filter((match) => match.id === 'forgotPassword'),
    ).toHaveLength(1);
  });

  it.each<[Locale, string]>([
    ...QUESTIONS.map(([locale, query]): [Locale, string] => [locale, query]),
    ['US', 'password password password reset reset'],
    ['US', 'pasword passwrd passwords'],
    ['CN', '密码密码密码'],
  ])('measures coverage between 0 and 1: (%s) %j', (locale, query) => {
    const matches = indexOf(locale).find(query);
    expect(matches.length).toBeGreaterThan(0);
    for (const { coverage } of matches) {
      expect(coverage).toBeGreaterThan(0);
      expect(coverage).toBeLessThanOrEqual(1);
    }
  });

  it('covers the whole question when one text of the article has every word of it', () => {
    expect(indexOf('US').find('reset my password')[0].coverage).toBe(1);
  });

  it('covers part of the question when some of its words are in no text of the article', () => {
    const [best] = indexOf('US').find('reset my password banana');
    expect(best.id).toBe('forgotPassword');
    // "my" is a function word: the question's terms are reset, password and banana.
    expect(best.coverage).toBeCloseTo(2 / 3);
  });

  it.each<[Locale, string]>([
    ['US', ''],
    ['US', '   '],
    ['US', '?!...'],
    ['VN', '…'],
    ['CN', '，。！？'],
    ['TH', '?'],
    ['JP', '「」。'],
  ])('finds nothing for a query without words: (%s) %j', (locale, query) => {
    expect(indexOf(locale).find(query)).toEqual([]);
  });

  it('finds nothing in an empty help centre', () => {
    expect(new ArticleIndex('US', []).find('password')).toEqual([]);
  });

  it('finds nothing for words no article has', () => {
    expect(indexOf('US').find('banana smoothie recipe')).toEqual([]);
    expect(indexOf('CN').find('今天天气很好')).toEqual([]);
  });

  it.each<[Locale, string, string]>([
    ['US', 'what will the weather be in paris tomorrow', 'How do I reset my password?'],
    ['VN', 'hôm nay trời đẹp quá', 'Rút tiền bao lâu thì về?'],
    ['TH', 'ข้าวผัดกะเพราอร่อยมาก', 'ลืมรหัสผ่านทำไงดีครับ'],
    ['JP', '今日はいい天気ですね', 'パスワード忘れちゃった'],
  ])('scores unrelated words far below a real question: (%s) %j against %j', (locale, unrelated, question) => {
    const [answer] = indexOf(locale).find(question);
    for (const match of indexOf(locale).find(unrelated)) {
      expect(match.coverage).toBeLessThan(0.5);
      expect(match.score).toBeLessThan(answer.score / 4);
    }
  });
});
