import { useId, useState } from 'react';
import type { AttentionPreferences } from './attention';

const TEXT = {
  button: 'Alerts',
  legend: 'When the console is in a hidden tab',
  sound: 'Play a sound',
  titleCount: 'Count in the tab’s title',
  notifications: 'Desktop notifications',
  blocked: 'The browser blocks notifications for this page: allow them in its site settings.',
  unsupported: 'This browser has no desktop notifications.',
} as const;

const notificationSupport = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

interface AttentionSettingsProps {
  preferences: AttentionPreferences;
  onChange: (preferences: AttentionPreferences) => void;
}

/**
 * A small menu of how a hidden console calls the agent: sound, title count and desktop notifications.
 * The browser's permission is asked when the agent switches notifications on (a user gesture), never on load.
 */
export function AttentionSettings({ preferences, onChange }: AttentionSettingsProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [permission, setPermission] = useState(notificationSupport);
  const toggle = (key: keyof AttentionPreferences, on: boolean) => onChange({ ...preferences, [key]: on });
  const toggleNotifications = async (on: boolean) => {
    toggle('notifications', on);
    if (on && permission === 'default') setPermission(await Notification.requestPermission());
  };
  return (
    <div className="agent-settings">
      <button
        type="button"
        className="agent-disclosure"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {TEXT.button}
      </button>
      <fieldset id={panelId} hidden={!open} className="agent-settings__panel">
        <legend>{TEXT.legend}</legend>
        <label>
          <input
            type="checkbox"
            checked={preferences.sound}
            onChange={(event) => toggle('sound', event.target.checked)}
          />
          {TEXT.sound}
        </label>
        <label>
          <input
            type="checkbox"
            checked={preferences.titleCount}
            onChange={(event) => toggle('titleCount', event.target.checked)}
          />
          {TEXT.titleCount}
        </label>
        <label>
          <input
            type="checkbox"
            checked={preferences.notifications && permission !== 'unsupported'}
            disabled={permission === 'unsupported'}
            onChange={(event) => void toggleNotifications(event.target.checked)}
          />
          {TEXT.notifications}
        </label>
        {preferences.notifications && permission === 'denied' && <p className="agent-warning">{TEXT.blocked}</p>}
        {permission === 'unsupported' && <p className="agent-muted">{TEXT.unsupported}</p>}
      </fieldset>
    </div>
  );
}
