import { useState } from 'react';
import type { StateChange } from '../recorder/stateDiff';
import { shortJson } from './entrySummary';

const STATE_LIMIT = 20_000;
const VALUE_LIMIT = 160;

/** The state at the selected step, one collapsible section per slice; JSON is built only when opened. */
export function StateView({ state }: { state: unknown }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const slices = typeof state === 'object' && state !== null ? Object.keys(state) : [];
  if (slices.length === 0) return <pre className="replay-json">{shortJson(state, STATE_LIMIT, 2)}</pre>;
  return (
    <div className="replay-state">
      {slices.map((key) => (
        <details
          key={key}
          open={open.has(key)}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            setOpen((previous) => {
              if (isOpen === previous.has(key)) return previous;
              const next = new Set(previous);
              if (isOpen) next.add(key);
              else next.delete(key);
              return next;
            });
          }}
        >
          <summary>{key}</summary>
          {open.has(key) && (
            <pre className="replay-json">{shortJson((state as Record<string, unknown>)[key], STATE_LIMIT, 2)}</pre>
          )}
        </details>
      ))}
    </div>
  );
}

/** What the selected step changed, path by path (stateDiff). */
export function DiffView({ changes, isAction }: { changes: readonly StateChange[]; isAction: boolean }) {
  if (!isAction) return <p className="replay-muted">Not an action: the state does not change at this entry.</p>;
  if (changes.length === 0) return <p className="replay-muted">This action changed nothing in the state.</p>;
  return (
    <ul className="replay-diff">
      {changes.map((change) => (
        <li key={change.path}>
          <code className="replay-diff__path">{change.path}</code>
          <div className="replay-diff__values">
            <span className="replay-diff__before">
              <span className="visually-hidden">before: </span>
              {shortJson(change.before, VALUE_LIMIT)}
            </span>
            <span aria-hidden="true"> → </span>
            <span className="replay-diff__after">
              <span className="visually-hidden">after: </span>
              {shortJson(change.after, VALUE_LIMIT)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
