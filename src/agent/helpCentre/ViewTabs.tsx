import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nextTabIndex } from '../SessionTabs';

export interface View<Id extends string> {
  id: Id;
  /** Its name's key in locales/agent. */
  label: string;
}

interface ViewTabsProps<Id extends string> {
  /** Names the tab list, e.g. "Help centre sections" (translated). */
  label: string;
  views: readonly View<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

export const viewTabId = (id: string) => `help-centre-tab-${id}`;
export const viewPanelId = (id: string) => `help-centre-panel-${id}`;

/**
 * Tabs that switch between views of the console (the ARIA tabs pattern: arrows, Home and End move and
 * select). The selected view's panel carries `role="tabpanel"`, `id={viewPanelId(id)}` and
 * `aria-labelledby={viewTabId(id)}`.
 */
export function ViewTabs<Id extends string>({ label, views, selected, onSelect }: ViewTabsProps<Id>) {
  const { t } = useTranslation();
  const tabs = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = views.findIndex((view) => view.id === selected);
    const next = nextTabIndex(event.key, index, views.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(views[next].id);
    tabs.current.get(views[next].id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="agent-tabs" onKeyDown={onKeyDown}>
      {views.map(({ id, label: viewLabel }) => (
        <button
          key={id}
          ref={(element) => {
            if (element) tabs.current.set(id, element);
            else tabs.current.delete(id);
          }}
          type="button"
          role="tab"
          id={viewTabId(id)}
          className="agent-tab"
          aria-selected={id === selected}
          aria-controls={id === selected ? viewPanelId(id) : undefined}
          tabIndex={id === selected ? 0 : -1}
          onClick={() => onSelect(id)}
        >
          {t(viewLabel)}
        </button>
      ))}
    </div>
  );
}
