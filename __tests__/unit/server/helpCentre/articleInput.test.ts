import { articleVersionOf, phrasingsOf } from '../../../../server/helpCentre/articleInput';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { HELP_CENTRE_LIMITS } from '../../../../src/protocol/helpCentreEditing';

const article = (overrides: Partial<{ title: string; content: string; phrasings: string[] }> = {}) => ({
  title: 'How long does a withdrawal take?',
  content: '<p>Five minutes.</p>',
  phrasings: [],
  ...overrides,
});

const codeOf = (work: () => unknown) => {
  try {
    work();
    return ERROR_CODE.ok;
  } catch (error) {
    return (error as { code: number }).code;
  }
};

describe('phrasingsOf', () => {
  it.each([
    ['trims each', [' a ', 'b'], ['a', 'b']],
    ['drops blank ones', ['a', '', '   '], ['a']],
    ['drops repeats in any case, keeping the first', ['Reset my PIN', 'reset my pin', 'b'], ['Reset my PIN', 'b']],
    ['keeps their order', ['c', 'a', 'b'], ['c', 'a', 'b']],
  ])('%s', (_name, typed, kept) => expect(phrasingsOf(typed)).toEqual(kept));

  it.each([
    ['more than 30', Array.from({ length: HELP_CENTRE_LIMITS.phrasingsMax + 1 }, (_, index) => `q${index}`)],
    ['one over 200 characters', ['x'.repeat(HELP_CENTRE_LIMITS.phrasingMaxChars + 1)]],
  ])('refuses %s', (_name, typed) => expect(codeOf(() => phrasingsOf(typed))).toBe(ERROR_CODE.parameterError));

  it('counts characters, not UTF-16 units', () => {
    expect(phrasingsOf(['😀'.repeat(HELP_CENTRE_LIMITS.phrasingMaxChars)])).toHaveLength(1);
  });
});

describe('articleVersionOf', () => {
  it('trims the title, sanitizes the answer and tidies the phrasings', () => {
    expect(
      articleVersionOf(article({ title: '  Title  ', content: '<p>ok<script>x</script></p>', phrasings: ['a', 'A'] })),
    ).toEqual({ title: 'Title', content: '<p>ok</p>', phrasings: ['a'] });
  });

  it.each([
    ['an empty title', article({ title: '   ' })],
    ['a title over 200 characters', article({ title: 't'.repeat(HELP_CENTRE_LIMITS.titleMaxChars + 1) })],
    ['an answer over 20,000 characters', article({ content: 'c'.repeat(HELP_CENTRE_LIMITS.contentMaxChars + 1) })],
  ])('refuses %s', (_name, input) => expect(codeOf(() => articleVersionOf(input))).toBe(ERROR_CODE.parameterError));

  it('takes a title and an answer at their limits', () => {
    const input = article({
      title: 't'.repeat(HELP_CENTRE_LIMITS.titleMaxChars),
      content: 'c'.repeat(HELP_CENTRE_LIMITS.contentMaxChars),
    });
    expect(codeOf(() => articleVersionOf(input))).toBe(ERROR_CODE.ok);
  });
});
