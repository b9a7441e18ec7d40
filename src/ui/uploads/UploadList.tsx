import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n/errorMessages';
import type { UploadItem } from '../../uploads/useUploads';
import './uploads.css';
import '../forms.css';

interface UploadListProps {
  items: readonly UploadItem[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onRemove?: (key: string) => void;
}

/** Each upload: its name, a progress bar while it goes up with Cancel, and Retry when it failed. */
export function UploadList({ items, onCancel, onRetry, onRemove }: UploadListProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="upload-list" aria-label={t('uploads.list')}>
      {items.map((item) => (
        <li key={item.key} className={`upload-item upload-item--${item.status}`}>
          <span className="upload-item__name">{item.name}</span>
          {item.status === 'uploading' && (
            <>
              <span
                className="upload-item__bar"
                role="progressbar"
                aria-label={t('uploads.progress', { name: item.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
              >
                <span className="upload-item__fill" style={{ width: `${item.progress}%` }} />
              </span>
              <button type="button" className="upload-item__action" onClick={() => onCancel(item.key)}>
                {t('uploads.cancel')}
              </button>
            </>
          )}
          {item.status === 'done' && <span className="upload-item__done">{t('uploads.done')}</span>}
          {(item.status === 'failed' || item.status === 'refused') && (
            <span className="form-error" role="alert">
              {item.status === 'failed'
                ? `${t('uploads.failed')} ${t(errorMessageKey(item.code))}`
                : t(errorMessageKey(item.code))}
            </span>
          )}
          {item.status === 'failed' && (
            <button type="button" className="upload-item__action" onClick={() => onRetry(item.key)}>
              {t('uploads.retry')}
            </button>
          )}
          {onRemove && item.status !== 'uploading' && (
            <button
              type="button"
              className="upload-item__action"
              aria-label={t('uploads.remove', { name: item.name })}
              onClick={() => onRemove(item.key)}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
