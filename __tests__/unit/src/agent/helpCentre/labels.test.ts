import { listSummary } from '../../../../../src/agent/helpCentre/ArticleList';
import { badgesOf, categoriesOf, categoryLabel, titleOf } from '../../../../../src/agent/helpCentre/articleSummaries';
import { addPhrasingProblemOf, helpCentreProblemOf } from '../../../../../src/agent/helpCentre/problems';
import { languageLabel } from '../../../../../src/agent/helpCentre/scope';
import { consoleT, enText } from '../../../../support/consoleTexts';
import { ARTICLES } from './fakeHelpCentre';

const t = consoleT();

describe('the help centre’s words', () => {
  it.each([
    ['published', false, ['Published']],
    ['published', true, ['Published', 'Has draft']],
    ['draft', true, ['Draft']],
  ] as const)('badges a %s article (has_draft %s)', (status, hasDraft, expected) => {
    expect(badgesOf({ status, has_draft: hasDraft }).map((badge) => t(badge.textKey))).toEqual(expected);
  });

  it('names the categories by an article of theirs', () => {
    const categories = categoriesOf(ARTICLES);
    expect(categories.map((category) => categoryLabel(category, t))).toEqual([
      '101 (e.g. How do I reset my password?)',
      '102 (e.g. Which deposit methods are there?)',
    ]);
    expect(categoryLabel({ id: '9', example: '' }, t)).toBe('9');
    expect(titleOf({ id: '9', title: '' }, t)).toBe('Article 9');
  });

  it.each([
    [0, '', 'No articles yet.'],
    [1, '', '1 article'],
    [14, '', '14 articles'],
    [0, 'otp', 'No article matches “otp”.'],
    [1, 'otp', '1 article matches “otp”.'],
    [2, 'otp', '2 articles match “otp”.'],
  ])('sums up %i found for “%s”', (count, query, expected) => {
    expect(listSummary(count, query, t)).toBe(expected);
  });

  it.each([
    ['unreachable', /^Cannot reach the sandbox/],
    [1011, /^Not saved\. Read only: you do not have the help-centre editor role/],
    [1004, /^Your session has ended/],
    [1009, /^Your session has ended/],
    [1001, /^Refused as invalid: a title of 1 to 200 characters/],
    [1005, /^That article or question is no longer there/],
    [1002, /^This product does not exist/],
    [1008, /^Too many requests/],
    [1500, /\(error 1500\)\.$/],
  ] as const)('says what refusal %s means', (refusal, expected) => {
    expect(enText(helpCentreProblemOf(refusal))).toMatch(expected);
  });

  it('says why a phrasing was not added', () => {
    expect(enText(addPhrasingProblemOf(1001))).toBe(
      'Not added: the article is not published in this language yet, already has 30 phrasings, or the question is over 200 characters.',
    );
    expect(addPhrasingProblemOf(1011)).toEqual(helpCentreProblemOf(1011));
  });

  it('names a language in the console’s language, with its code', () => {
    expect(languageLabel('JP', 'en-US', t)).toBe('Japanese (JP)');
    expect(languageLabel('NG', 'en-US', t)).toBe('English (NG)');
    expect(languageLabel('BR', 'ja-JP', consoleT('ja-JP'))).toBe('ポルトガル語（BR）');
  });
});
