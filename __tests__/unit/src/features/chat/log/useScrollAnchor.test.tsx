import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useScrollAnchor } from '../../../../../../src/features/chat/log/useScrollAnchor';

const CONTENT_HEIGHT = 2_000;
const WINDOW = { start: 0, end: 30 };
const TIMELINE = {};

/** A scroller with a layout of its own (jsdom lays nothing out): content 2,000 px tall, scrolled to the top. */
function withLayout(element: HTMLDivElement | null) {
  if (!element || Object.hasOwn(element, 'scrollHeight')) return;
  Object.defineProperty(element, 'scrollHeight', { value: CONTENT_HEIGHT });
  Object.defineProperty(element, 'scrollTop', { value: 0, writable: true });
}

function Log({ following, atLatest }: { following: boolean; atLatest: boolean }) {
  const followingRef = useRef(following);
  followingRef.current = following;
  const { scroller } = useScrollAnchor(followingRef, atLatest, WINDOW, TIMELINE, null);
  return (
    <div
      data-testid="scroller"
      ref={(element) => {
        withLayout(element);
        scroller.current = element;
      }}
    />
  );
}

describe('the scroll anchor', () => {
  it('takes a reader who jumps to the latest to the bottom, though no row changed', () => {
    const { getByTestId, rerender } = render(<Log following={false} atLatest={false} />);
    const scroller = getByTestId('scroller');
    scroller.scrollTop = 0;
    rerender(<Log following atLatest />);
    expect(scroller.scrollTop).toBe(CONTENT_HEIGHT);
  });

  it('leaves a reader who is not following where they are', () => {
    const { getByTestId, rerender } = render(<Log following={false} atLatest />);
    const scroller = getByTestId('scroller');
    scroller.scrollTop = 120;
    rerender(<Log following={false} atLatest={false} />);
    expect(scroller.scrollTop).toBe(120);
  });
});
