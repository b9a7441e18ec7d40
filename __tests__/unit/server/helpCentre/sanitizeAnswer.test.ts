import { sanitizeAnswerHtml } from '../../../../server/helpCentre/sanitizeAnswer';

describe('sanitizeAnswerHtml: what an editor saves is what the client renders (src/ui/RichText.tsx)', () => {
  it.each([
    ['keeps the allowed tags', '<p><b>a</b> <strong>b</strong> <i>c</i> <em>d</em> <u>e</u> <span>f</span><br /></p>'],
    ['keeps lists', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    [
      'keeps an http(s) link with its target and rel',
      '<a href="https://example.com/help" target="_blank" rel="noopener">help</a> <a href="http://example.com">x</a>',
    ],
  ])('%s', (_name, html) => expect(sanitizeAnswerHtml(html)).toBe(html));

  it.each([
    ['drops a script with its text', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['drops a style with its text', '<style>p { color: red }</style><p>Hi</p>', '<p>Hi</p>'],
    ['drops event handlers', '<p onclick="steal()">Hi</p><img src="x" onerror="alert(1)">', '<p>Hi</p>'],
    ['drops other attributes', '<span class="a" style="color:red" id="b">x</span>', '<span>x</span>'],
    ['keeps the text of other tags', '<div><h1>Title</h1><table><tr><td>cell</td></tr></table></div>', 'Titlecell'],
    ['drops a frame', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['drops a javascript: link', '<a href="javascript:alert(1)">bad</a>', '<a>bad</a>'],
    ['drops an encoded javascript: link', '<a href="java&#x09;script:alert(1)">bad</a>', '<a>bad</a>'],
    ['drops a data: link', '<a href="data:text/html,x">bad</a>', '<a>bad</a>'],
    ['drops a mailto: link', '<a href="mailto:a@example.com">mail</a>', '<a>mail</a>'],
    ['drops a relative link', '<a href="/faq">here</a>', '<a>here</a>'],
    ['drops a protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
    ['drops href on a tag that is not a link', '<span href="https://example.com">x</span>', '<span>x</span>'],
    ['trims a link’s spaces', '<a href=" https://example.com ">x</a>', '<a href="https://example.com">x</a>'],
    ['escapes text', 'a < b & c', 'a &lt; b &amp; c'],
  ])('%s', (_name, html, safe) => expect(sanitizeAnswerHtml(html)).toBe(safe));
});
