import type { useUploads } from '../../../../uploads/useUploads';
import { AttachmentPickers } from '../../../../ui/uploads/AttachmentPickers';
import { UploadList } from '../../../../ui/uploads/UploadList';
import type { FieldErrors } from '../../workOrderRules';
import { FieldError, type FieldIds } from './formFields';

interface FilesFieldProps {
  label: string;
  hint: string;
  /** Technical work orders take videos too; the others images only. */
  video: boolean;
  maxFiles: number;
  uploads: ReturnType<typeof useUploads>;
  errors: FieldErrors;
  ids: FieldIds;
  /** The customer picked or removed a file (the draft saves, the field's error clears). */
  onEdit: () => void;
}

/** The work order's images, screenshots or materials: picked, uploaded with progress, removable. */
export function FilesField({ label, hint, video, maxFiles, uploads, errors, ids, onEdit }: FilesFieldProps) {
  const kept = uploads.items.filter((item) => item.status !== 'refused' && item.status !== 'failed').length;
  return (
    <div
      className="wo-field"
      role="group"
      aria-labelledby={ids.of('files')}
      aria-describedby={ids.describedBy('images', ids.of('files-hint'))}
    >
      <p id={ids.of('files')} className="wo-field__label">
        {label}
      </p>
      <p id={ids.of('files-hint')} className="wo-hint">
        {hint}
      </p>
      <AttachmentPickers
        video={video}
        multiple
        disabled={kept >= maxFiles}
        onFiles={(files, kind) => {
          onEdit();
          uploads.add(files, kind);
        }}
      />
      <UploadList
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onRemove={(key) => {
          onEdit();
          uploads.remove(key);
        }}
      />
      <FieldError name="images" errors={errors} ids={ids} />
    </div>
  );
}
