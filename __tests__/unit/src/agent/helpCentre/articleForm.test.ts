import {
  differs,
  EMPTY_FORM,
  formOf,
  formProblems,
  phrasingsOf,
  saveDraftBody,
} from '../../../../../src/agent/helpCentre/articleForm';
import { consoleT } from '../../../../support/consoleTexts';
import { LOCKED } from './fakeHelpCentre';

const valid = { typeId: '101', title: 'Title', content: '<p>Answer</p>', phrasings: '' };

describe('the article form', () => {
  it('starts from the draft, else the published text, else nothing', () => {
    expect(formOf(LOCKED)).toEqual({
      typeId: '101',
      title: LOCKED.draft?.title,
      content: LOCKED.draft?.content,
      phrasings: 'locked out\ntoo many tries',
    });
    expect(formOf({ ...LOCKED, draft: null }).content).toBe(LOCKED.published?.content);
    expect(formOf({ ...LOCKED, draft: null, published: null })).toEqual({ ...EMPTY_FORM, typeId: '101' });
  });

  it.each([
    ['one per line, trimmed', ' a \nb', ['a', 'b']],
    ['blank lines dropped', '\n\na\n  \n', ['a']],
    ['each once, whatever its case', 'a\nb\nA', ['a', 'b']],
    ['nothing', '', []],
  ])('reads phrasings: %s', (_case, text, expected) => {
    expect(phrasingsOf(text)).toEqual(expected);
  });

  it.each([
    ['a complete article', valid, []],
    ['no category', { ...valid, typeId: '' }, ['Choose a category.']],
    ['a blank title', { ...valid, title: '  ' }, ['Enter a title.']],
    ['a blank answer', { ...valid, content: ' ' }, ['Enter an answer.']],
    [
      'a title of 201 code points',
      { ...valid, title: '😀'.repeat(201) },
      [expect.stringMatching(/^The title is too long: 201 of 200/)],
    ],
    ['a title of 200 code points', { ...valid, title: '😀'.repeat(200) }, []],
    [
      'an answer over 20,000',
      { ...valid, content: 'x'.repeat(20_001) },
      [expect.stringMatching(/^The answer is too long/)],
    ],
    [
      '31 phrasings',
      { ...valid, phrasings: Array.from({ length: 31 }, (_, i) => `q${i}`).join('\n') },
      ['Too many phrasings: 31 of 30.'],
    ],
    [
      'a phrasing over 200',
      { ...valid, phrasings: `ok\n${'y'.repeat(201)}` },
      [expect.stringMatching(/^Phrasings are at most 200 characters/)],
    ],
  ])('checks %s', (_case, form, expected) => {
    expect(formProblems(form, consoleT())).toEqual(expected);
  });

  it('tells a change from spaces and blank lines', () => {
    expect(differs({ ...valid, title: ' Title ', phrasings: 'a\n\n' }, { ...valid, phrasings: 'a' })).toBe(false);
    expect(differs({ ...valid, content: '<p>Answer.</p>' }, valid)).toBe(true);
    expect(differs({ ...valid, phrasings: 'b\na' }, { ...valid, phrasings: 'a\nb' })).toBe(true);
  });

  it('builds save-draft’s body, with the id only for an article that has one', () => {
    const scope = { productId: '2', language: 'JP' as const };
    const form = { ...valid, title: ' Title ', phrasings: 'a\n b ' };
    const body = {
      product_id: '2',
      type_id: '101',
      language: 'JP',
      title: 'Title',
      content: '<p>Answer</p>',
      phrasings: ['a', 'b'],
    };
    expect(saveDraftBody(scope, '7', form)).toEqual({ ...body, id: '7' });
    expect(saveDraftBody(scope, null, form)).toEqual(body);
  });
});
