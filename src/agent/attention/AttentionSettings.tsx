import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttentionPreferences } from './attention';

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
  const { t } = useTranslation();
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
        {t('alerts.button')}
      </button>
      <fieldset id={panelId} hidden={!open} className="agent-settings__panel">
        <legend>{t('alerts.legend')}</legend>
        <label>
          <input
            type="checkbox"
            checked={preferences.sound}
            onChange={(event) => toggle('sound', event.target.checked)}
          />
          {t('alerts.sound')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={preferences.titleCount}
            onChange={(event) => toggle('titleCount', event.target.checked)}
          />
          {t('alerts.titleCount')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={preferences.notifications && permission !== 'unsupported'}
            disabled={permission === 'unsupported'}
            onChange={(event) => void toggleNotifications(event.target.checked)}
          />
          {t('alerts.notifications')}
        </label>
        {preferences.notifications && permission === 'denied' && <p className="agent-warning">{t('alerts.blocked')}</p>}
        {permission === 'unsupported' && <p className="agent-muted">{t('alerts.unsupported')}</p>}
      </fieldset>
    </div>
  );
}
