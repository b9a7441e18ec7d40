import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ScreenBar } from '../../ui/navigation/ScreenBar';
import './faq.css';

interface FaqPageProps {
  title: string;
  /** Above the heading, below the screen bar's way back: the FAQ's own (breadcrumbs). */
  nav?: ReactNode;
  variant?: 'list' | 'cards' | 'compact';
  children: ReactNode;
}

/** An FAQ screen: one h1 that takes the focus on every navigation, so screen readers announce it. */
export function FaqPage({ title, nav, variant = 'list', children }: FaqPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    heading.current?.focus();
  }, [key]);
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
