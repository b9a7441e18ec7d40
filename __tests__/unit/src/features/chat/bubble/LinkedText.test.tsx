import { render, screen } from '@testing-library/react';
import LinkedText from '../../../../../../src/features/chat/bubble/LinkedText';

describe('a message’s text with links (src/features/chat/components/LinkedText.tsx)', () => {
  it('makes only the http(s) address a link, to a new tab without opener or referrer, marked for the host bridge', () => {
    const { container } = render(
      <LinkedText text="Read https://example.com/help. Or www.example.com, help@example.com, javascript:alert(1)" />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/help');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('data-message-link');
    expect(links[0]).toHaveTextContent(/^https:\/\/example\.com\/help$/);
    expect(container.querySelector('p.bubble__text')).toHaveTextContent(
      'Read https://example.com/help. Or www.example.com, help@example.com, javascript:alert(1)',
      { normalizeWhitespace: false },
    );
  });
});
