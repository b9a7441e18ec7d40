import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { backTarget } from '../../lib/navigation';
import { ScreenBar } from '../../ui/navigation/ScreenBar';
import './faq.css';

interface FaqPageProps {
  title: string;
  /** Above the heading, below the screen bar's way back: the FAQ's own (breadcrumbs). */
  nav?: ReactNode;
  variant?: 'list' | 'cards' | 'compact';
  children: ReactNode;
}

/**
 * An FAQ screen: one h1 that takes the focus on every navigation inside the app, so screen readers
 * announce it. Not on the screen the page opened at: there the reader starts at the top anyway, and
 * Chromium would ring a heading focused before any interaction.
 */
export function FaqPage({ title, nav, variant = 'list', children }: FaqPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, pathname, search } = useLocation();
  useEffect(() => {
    // Back leads inside the app (-1) exactly when the customer navigated here inside it.
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (backTarget({ key, pathname, search, index }) === -1) heading.current?.focus();
  }, [key, pathname, search]);
  return (
    <main className={`screen faq faq--${variant}`}>
      <ScreenBar />
      {nav}
      <h1 className="screen__title faq__title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </main>
  );
}
