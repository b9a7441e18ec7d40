import { chatTextOfArticle } from '../../../../../server/ai/knowledge/articleText';
import { FAQ_CONTENT, HOSTILE_MARKUP } from '../../../../../server/faq/content';
import { FAQ_QUESTION_KEYS } from '../../../../../server/faq/content/catalog';
import { LOCALE_CODES } from '../../../../../server/locale';

/** Anything a browser or a markdown renderer could read as markup or as a script. */
const MARKUP = /<|>|javascript:|onerror|onclick|alert\(/i;

describe('chatTextOfArticle', () => {
  it.each<[string, string, string]>([
    ['a paragraph per line', '<p>One.</p><p>Two.</p>', 'One.\nTwo.'],
    ['a list item per "• " line', '<ul><li>First</li><li>Second</li></ul>', '• First\n• Second'],
    ['an ordered list the same way', '<p>Steps:</p><ol><li>Open</li><li>Tap</li></ol>', 'Steps:\n• Open\n• Tap'],
    ['a line break as a new line', 'Line one<br>Line two<br/>Line three', 'Line one\nLine two\nLine three'],
    ['a heading on its own line', '<h2>Title</h2>Text', 'Title\nText'],
    [
      'inline formatting dropped, its words kept',
      '<p>Go to <b>Settings</b> › <i>Security</i></p>',
      'Go to Settings › Security',
    ],
    ['spaces and tabs collapsed, lines trimmed', '<p>  lots   of\t spaces  </p>', 'lots of spaces'],
    ['empty lines dropped', '<p>x</p>\n\n<p>&nbsp;</p><p>y</p>', 'x\ny'],
    ['plain text unchanged', 'Nothing to strip.', 'Nothing to strip.'],
    ['nothing from nothing', '', ''],
  ])('%s: %j → %j', (_rule, html, text) => {
    expect(chatTextOfArticle(html)).toBe(text);
  });

  it.each<[string, string, string]>([
    [
      'an https link written out after its label',
      '<p>See <a href="https://example.com/help">the guide</a>.</p>',
      'See the guide (https://example.com/help).',
    ],
    ['an http link the same way', '<a href="http://example.com">site</a>', 'site (http://example.com)'],
    ['whatever the case of the scheme', '<a title="t" href="HTTPS://EXAMPLE.COM">up</a>', 'up (HTTPS://EXAMPLE.COM)'],
    [
      'entities of the address decoded',
      '<a href="https://example.com/?a=1&amp;b=2">q</a>',
      'q (https://example.com/?a=1&b=2)',
    ],
    [
      'markup inside the label dropped',
      '<a href="https://example.com"><b>bold</b> label</a>',
      'bold label (https://example.com)',
    ],
    ['a javascript: link keeps only its label', '<a href="javascript:alert(1)">Fix it now</a>', 'Fix it now'],
    ['a mailto: link keeps only its label', '<a href="mailto:help@example.com">mail us</a>', 'mail us'],
    ['a relative link keeps only its label', '<a href="/faq/1">the FAQ</a>', 'the FAQ'],
    ['an anchor without address keeps its label', '<a name="top">top</a>', 'top'],
  ])('%s: %j → %j', (_rule, html, text) => {
    expect(chatTextOfArticle(html)).toBe(text);
  });

  it.each<[string, string, string]>([
    ['a script with its content dropped', '<p>before</p><script>alert("x")</script><p>after</p>', 'before\nafter'],
    ['a script in capitals with attributes dropped', '<SCRIPT type="text/javascript">bad()</SCRIPT >ok', 'ok'],
    ['an external script dropped', '<script src="https://evil.example/x.js"></script>after', 'after'],
    ['every script dropped, the text between kept', '<script>a()</script>mid<script>b()</script>end', 'midend'],
    ['a style with its content dropped', '<style>p { color: red }</style><p>text</p>', 'text'],
    ['an image dropped', '<img src=x onerror="alert(1)">caption', 'caption'],
    ['a comment dropped', '<!-- note -->text', 'text'],
    ['event handlers dropped with their tags', '<p onclick="alert(2)">Still stuck?</p>', 'Still stuck?'],
  ])('%s: %j → %j', (_rule, html, text) => {
    expect(chatTextOfArticle(html)).toBe(text);
  });

  it.each<[string, string, string]>([
    ['&amp;', 'Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt; and &gt;', 'a &lt;b&gt; tag', 'a <b> tag'],
    ['&quot;', '&quot;Forgot password&quot;', '"Forgot password"'],
    ['&#39;', 'it&#39;s', "it's"],
    ['&nbsp;', 'ten&nbsp;minutes', 'ten minutes'],
    ['an escaped entity once only', '&amp;lt;script&amp;gt;', '&lt;script&gt;'],
  ])('decodes %s: %j → %j', (_entity, html, text) => {
    expect(chatTextOfArticle(html)).toBe(text);
  });

  it('reads the hostile FAQ markup as its two harmless lines', () => {
    expect(chatTextOfArticle(HOSTILE_MARKUP)).toBe('Fix it now\nStill stuck? Chat with support.');
  });

  it.each(LOCALE_CODES.flatMap((locale) => FAQ_QUESTION_KEYS.map((key) => [locale, key] as const)))(
    'leaves nothing of the markup in the %s answer to %s, hostile markup appended',
    (locale, key) => {
      const { answer } = FAQ_CONTENT[locale].questions[key];
      const text = chatTextOfArticle(`${answer}${HOSTILE_MARKUP}`);
      expect(text).not.toMatch(MARKUP);
      expect(text).not.toMatch(/&(amp|lt|gt|quot|#39|nbsp);/);
      expect(text.length).toBeGreaterThan(0);
      for (const line of text.split('\n')) expect(line).toBe(line.trim());
    },
  );

  it('writes out the address of the help centre links, after their label', () => {
    const text = chatTextOfArticle(FAQ_CONTENT.US.questions.twoStep.answer);
    expect(text).toContain('(https://en.wikipedia.org/wiki/Multi-factor_authentication)');
  });
});
