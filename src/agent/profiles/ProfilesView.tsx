import { useTranslation } from 'react-i18next';
import { CustomerProfileView } from './CustomerProfileView';
import { CustomerSearch } from './CustomerSearch';
import './profiles.css';

interface ProfilesViewProps {
  fetchFn: typeof fetch;
  token: string;
  /** The profile on screen, opened from a search result or from a chat; null before one is. */
  customerId: string | null;
  onOpen: (customerId: string) => void;
}

/** The console's Customers view: the search beside the profile it opened. */
export function ProfilesView({ fetchFn, token, customerId, onOpen }: ProfilesViewProps) {
  const { t } = useTranslation();
  return (
    <div className="agent-columns agent-profiles">
      <div className="agent-column">
        <CustomerSearch fetchFn={fetchFn} token={token} onOpen={onOpen} />
      </div>
      <div className="agent-column">
        {customerId === null ? (
          <p className="agent-muted">{t('profiles.pick')}</p>
        ) : (
          <CustomerProfileView key={customerId} fetchFn={fetchFn} token={token} customerId={customerId} />
        )}
      </div>
    </div>
  );
}
