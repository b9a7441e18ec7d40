import type { ArticleMatch } from '../../../../../server/ai/knowledge/articleIndex';
import { confidenceOf, type Confidence } from '../../../../../server/ai/knowledge/confidence';

const match = (score: number, coverage: number): ArticleMatch => ({ id: `a${score}`, title: '', score, coverage });

describe('how sure the assistant is of its best article', () => {
  it.each<[string, ArticleMatch[], 'spaced' | 'unspaced', Confidence]>([
    ['no article', [], 'spaced', 'none'],
    ['a score below the least, explaining little', [match(4, 0.3)], 'spaced', 'none'],
    ['the same score in Chinese, Japanese or Thai, whose sums run larger', [match(20, 0.3)], 'unspaced', 'none'],
    ['a low score that explains the whole question', [match(3.5, 1)], 'spaced', 'strong'],
    ['too little of the question explained', [match(50, 0.15)], 'spaced', 'none'],
    ['a tenth is enough where letter pairs count', [match(50, 0.15)], 'unspaced', 'likely'],
    ['a runner-up about as good, and under 40 % explained', [match(20, 0.3), match(15, 0.3)], 'spaced', 'none'],
    ['a runner-up about as good, but 40 % explained', [match(20, 0.4), match(15, 0.3)], 'spaced', 'likely'],
    ['a clear lead', [match(20, 0.25), match(12, 0.3)], 'spaced', 'likely'],
    ['far ahead and a good part explained', [match(30, 0.3), match(10, 0.3)], 'spaced', 'strong'],
    ['far ahead but too little explained to be strong', [match(30, 0.25), match(5, 0.1)], 'spaced', 'likely'],
    ['alone and a good part explained', [match(8, 0.5)], 'spaced', 'strong'],
  ])('%s: %s', (_case, matches, script, expected) => {
    expect(confidenceOf(matches, script)).toBe(expected);
  });
});
