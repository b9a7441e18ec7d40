import type { LocaleCode } from '../../locale';
import { foldText } from './terms';

const words = (list: string) => list.trim().split(/\s+/);

const ENGLISH = words(`
  i im me my you your u ur we it its is are was be am do does did can could would will not don t s m ll ve re d
  the a an to of in on at for with and or so just this that there what why how when where who which please pls plz
  get want need have has yes no ok hi hey lol like any some up set
`);

/**
 * Function words of each spaced language (folded like the text when read): they say how a question
 * is asked, not what about, so they neither find an article nor count towards its coverage. Chinese,
 * Japanese and Thai have none: their letter pairs carry little weight on their own already.
 */
const STOPWORDS: Readonly<Partial<Record<LocaleCode, readonly string[]>>> = {
  US: ENGLISH,
  NG: [...ENGLISH, ...words('abeg kindly na dey wey e o sef abi wetin dem una make oga')],
  BR: words(`
    eu meu minha meus minhas você vc vcs o a os as um uma de do da dos das em no na nos nas para pra pro por com e ou
    não n sim é está estou tá tem tenho posso pode quero preciso como que q quando onde qual porque pq oq ok se já
    mas aí isso esse essa ele ela me te oi olá gente
  `),
  ID: words(`
    saya aku ku anda kamu kami ini itu di ke dari dan atau yang yg untuk dengan tidak nggak gak ga ya bisa mau ingin
    perlu ada sudah udah apa kenapa mengapa bagaimana gimana gmn kapan dimana mana tolong kak min dong sih nih deh
    kok tapi tp aja juga jg ok halo
  `),
  VN: words(`
    tôi mình bạn em anh chị của là có không ko k được dc và hoặc cho với ở này đó gì sao thế nào khi đâu giúp xin
    vui lòng đã muốn cần ok nhé ạ ơi vậy thì mà ad shop à há
  `),
  RU: words(`
    я мне меня мой моя мои моё вы вас вам ты мы это он она оно они не нет да и или а но в во на с со по за для как что
    почему когда где какой можно могу хочу нужно пожалуйста есть был была было ок у к от до из же ли бы то так уже ещё
    вот привет здравствуйте
  `),
};

const sets = new Map<LocaleCode, ReadonlySet<string>>();

/** The locale's function words, folded; empty for Chinese, Japanese and Thai. */
export function stopwordsOf(locale: LocaleCode): ReadonlySet<string> {
  let set = sets.get(locale);
  if (!set) {
    set = new Set((STOPWORDS[locale] ?? []).map((word) => foldText(word, locale)));
    sets.set(locale, set);
  }
  return set;
}
