import { summaryOf, textOfHtml } from '../../../../server/faq/text';

describe('FAQ answer text (excerpts and search)', () => {
  it('puts no space before punctuation that follows an inline tag', () => {
    expect(
      textOfHtml('<p>Go to <b>Profile → Security</b>. Then tap <a href="https://x.example">Edit</a>, done.</p>'),
    ).toBe('Go to Profile → Security. Then tap Edit, done.');
  });

  it('keeps words apart where block tags and line breaks separate them', () => {
    expect(textOfHtml('<p>One.</p><p>Two</p><ul><li>three</li><li>four</li></ul>line<br>break')).toBe(
      'One. Two three four line break',
    );
  });

  it('drops scripts and styles and decodes entities', () => {
    expect(textOfHtml('<style>p{}</style><p>Fish &amp; chips<script>alert(1)</script>.</p>')).toBe('Fish & chips.');
  });

  it('builds the excerpt of the seeded withdrawal answer without a stray space', () => {
    const summary = summaryOf(
      '<p>The payout stage takes <b>10 to 20 minutes</b>.</p><ul><li>Pending review.</li></ul>',
    );
    expect(summary).toBe('The payout stage takes 10 to 20 minutes. Pending review.');
    expect(summary).not.toMatch(/\s[.,!?]/);
  });
});
