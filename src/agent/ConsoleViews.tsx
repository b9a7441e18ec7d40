export type ConsoleView = 'chats' | 'helpCentre';

const VIEWS: readonly { id: ConsoleView; label: string }[] = [
  { id: 'chats', label: 'Chats' },
  { id: 'helpCentre', label: 'Help centre' },
];

interface ConsoleViewsProps {
  view: ConsoleView;
  onChange: (view: ConsoleView) => void;
}

/** The console's two views: the chats an agent serves, and the help centre its editors maintain. */
export function ConsoleViews({ view, onChange }: ConsoleViewsProps) {
  return (
    <nav aria-label="Console views" className="agent-tabs">
      {VIEWS.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          className="agent-tab"
          aria-current={id === view ? 'page' : undefined}
          onClick={() => onChange(id)}
        >
          {label}
        </button>
      ))}
    </nav>
  );
}
