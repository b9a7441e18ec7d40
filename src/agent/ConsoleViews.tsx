import { useTranslation } from 'react-i18next';

export type ConsoleView = 'chats' | 'customers' | 'helpCentre' | 'supervisor';

const VIEWS: readonly { id: ConsoleView; label: string }[] = [
  { id: 'chats', label: 'views.chats' },
  { id: 'customers', label: 'views.customers' },
  { id: 'helpCentre', label: 'views.helpCentre' },
  { id: 'supervisor', label: 'views.supervisor' },
];

interface ConsoleViewsProps {
  view: ConsoleView;
  onChange: (view: ConsoleView) => void;
  /** Only supervisors have the Supervisor view. */
  supervisor?: boolean;
}

/** The console's views: the chats an agent serves, the customers' profiles, the help centre its editors maintain, the supervisor's figures. */
export function ConsoleViews({ view, onChange, supervisor = false }: ConsoleViewsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('views.label')} className="agent-tabs">
      {VIEWS.filter(({ id }) => supervisor || id !== 'supervisor').map(({ id, label }) => (
        <button
          key={id}
          type="button"
          className="agent-tab"
          aria-current={id === view ? 'page' : undefined}
          onClick={() => onChange(id)}
        >
          {t(label)}
        </button>
      ))}
    </nav>
  );
}
