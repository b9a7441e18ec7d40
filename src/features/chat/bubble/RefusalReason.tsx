import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/i18n/errorMessages';

/** Why the server refused a message: its §8 message. */
export default function RefusalReason({ code }: { code: number }) {
  const { t } = useTranslation();
  return (
    <span className="bubble__error" role="alert">
      {t(errorMessageKey(code))}{' '}
    </span>
  );
}
