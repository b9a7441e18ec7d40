import type { ReactNode } from 'react';
import { ScreenBar } from './navigation/ScreenBar';

interface NoticeProps {
  title: string;
  children?: ReactNode;
  tone?: 'error' | 'info';
}

/** A full-screen message that stands in for a screen that cannot be shown (never a blank page, never a dead end). */
export function Notice({ title, children, tone = 'error' }: NoticeProps) {
  return (
    <main className={`notice notice--${tone}`}>
      <ScreenBar />
      <div className="notice__card" role={tone === 'error' ? 'alert' : 'status'}>
        <h1 className="notice__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
