import { compilePhrases } from '../../../../../server/ai/intents/phrases';
import { foldText } from '../../../../../server/ai/knowledge/terms';
import { LOCALE_CODES, type LocaleCode } from '../../../../../server/locale';

/** As the intent detector uses a list: compiled once, tried on the customer's folded message. */
const matches = (phrases: readonly string[], locale: LocaleCode, message: string) =>
  compilePhrases(phrases, locale)(foldText(message, locale));

type Case = [phrases: string[], locale: LocaleCode, message: string];

describe('compilePhrases', () => {
  describe('in languages that separate words, a phrase matches whole words', () => {
    it.each<Case>([
      [['agent'], 'US', 'Can I talk to an agent?'],
      [['agent'], 'US', 'agent'],
      [['cash out'], 'US', 'I want to cash out now'],
      [['cs'], 'US', 'CS please'],
      [['2fa'], 'US', 'how to set up 2fa'],
      [['abeg'], 'NG', 'Abeg, connect me'],
      [['e-wallet'], 'US', 'my e-wallet is empty'],
      [['wallet'], 'US', 'my e-wallet is empty'],
      [['оператор'], 'RU', 'Позовите оператор, пожалуйста'],
      [['bug', 'glitch'], 'US', 'there is a glitch in the app'],
    ])('%j (%s) matches %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(true);
    });

    it.each<Case>([
      [['agent'], 'US', 'the agents are slow'],
      [['agent'], 'US', 'a reagent'],
      [['cs'], 'US', 'read the docs'],
      [['2fa'], 'US', 'code 12fa'],
      [['cash out'], 'US', 'cashout'],
      [['bug', 'glitch'], 'US', 'debugging the glitches'],
      [['оператор'], 'RU', 'позовите оператора'],
      [['saque'], 'BR', 'saques'],
    ])('%j (%s) does not match %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(false);
    });
  });

  describe('a trailing * allows any ending', () => {
    it.each<Case>([
      [['withdraw*'], 'US', 'my withdrawal is late'],
      [['withdraw*'], 'US', 'withdraw'],
      [['agent*'], 'US', 'agents please'],
      [['оператор*'], 'RU', 'позовите оператора'],
      [['deposit*'], 'BR', 'meus depósitos'],
    ])('%j (%s) matches %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(true);
    });

    it.each<Case>([
      [['withdraw*'], 'US', 'rewithdraw'],
      [['withdraw*'], 'US', 'withdrew'],
      [['agent*'], 'US', 'reagents'],
    ])('but still starts on a word boundary: %j (%s) does not match %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(false);
    });
  });

  describe('case, width and accents are ignored', () => {
    it.each<Case>([
      [['Agent'], 'US', 'AGENT!'],
      [['ＣＳ'], 'US', 'cs'],
      [['cs'], 'US', 'ＣＳ please'],
      [['rút tiền'], 'VN', 'rut tien khong duoc'],
      [['rut tien'], 'VN', 'Rút tiền không được'],
      [['đổi'], 'VN', 'doi mat khau'],
      [['gặp admin'], 'VN', 'Cho mình GẶP ADMIN'],
      [['depósito'], 'BR', 'deposito nao caiu'],
      [['deposito'], 'BR', 'DEPÓSITO não caiu'],
      [['atendente'], 'BR', 'Quero um ATENDENTE'],
    ])('%j (%s) matches %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(true);
    });
  });

  describe('in Chinese, Japanese and Thai, a phrase matches anywhere', () => {
    it.each<Case>([
      [['客服'], 'CN', '我要找客服人员'],
      [['人工'], 'CN', '转人工'],
      [['app'], 'CN', '我的APP闪退了'],
      [['オペレーター'], 'JP', 'ｵﾍﾟﾚｰﾀｰと話したい'],
      [['担当者'], 'JP', '担当者につないでください'],
      [['แอดมิน'], 'TH', 'อยากคุยกับแอดมินครับ'],
      [['admin'], 'TH', 'ขอคุยกับadminหน่อย'],
    ])('%j (%s) matches %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(true);
    });

    it.each<Case>([
      [['客服'], 'CN', '我要找客人'],
      [['オペレーター'], 'JP', 'オペラを見たい'],
      [['แอดมิน'], 'TH', 'อยากคุยกับพนักงาน'],
    ])('%j (%s) does not match %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(false);
    });
  });

  describe('an empty list never matches', () => {
    it.each(LOCALE_CODES.map((locale) => [locale] as const))('in %s', (locale) => {
      const test = compilePhrases([], locale);
      expect(test('')).toBe(false);
      expect(test(foldText('agent admin 客服 แอดมิน', locale))).toBe(false);
    });
  });

  describe('regular expression characters in a phrase are literal', () => {
    it.each<Case>([
      [['c++'], 'US', 'c++ bug'],
      [['a.b'], 'US', 'see a.b now'],
      [['$5'], 'US', 'I lost $5'],
      [['(help)'], 'US', 'please (help) me'],
      [['24/7'], 'US', 'is support 24/7'],
      [['[x]'], 'US', 'tap [x] to close'],
      [['a|b'], 'US', 'option a|b'],
      [['^_^'], 'US', 'thanks ^_^'],
      [['{id}'], 'US', 'order {id}'],
      [['back\\slash'], 'US', 'a back\\slash'],
    ])('%j (%s) matches %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(true);
    });

    it.each<Case>([
      [['c++'], 'US', 'cc bug'],
      [['a.b'], 'US', 'axb'],
      [['(help)'], 'US', 'help'],
      [['[x]'], 'US', 'x'],
      [['a|b'], 'US', 'b'],
      [['.*'], 'US', 'anything at all'],
      [['a+'], 'CN', 'aaa'],
      [['.*'], 'JP', '何でも'],
    ])('%j (%s) does not match %j', (phrases, locale, message) => {
      expect(matches(phrases, locale, message)).toBe(false);
    });
  });

  it('matches when any phrase of the list matches', () => {
    const human = compilePhrases(['agent', 'human', 'real person', 'customer service'], 'US');
    expect(human(foldText('I need a REAL PERSON', 'US'))).toBe(true);
    expect(human(foldText('customer service please', 'US'))).toBe(true);
    expect(human(foldText('how do I reset my password', 'US'))).toBe(false);
  });
});
