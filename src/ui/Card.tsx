import { useId, type ReactNode } from 'react';
import './card.css';

interface CardProps {
  title: string;
  /** Still loading what it shows (aria-busy). */
  busy?: boolean;
  children: ReactNode;
}

/** A titled section of a screen (the help home's cards), labelled by its heading. */
export function Card({ title, busy, children }: CardProps) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="card__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
