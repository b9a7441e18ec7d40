import { Dialog } from '../ui/Dialog';

const TEXT = {
  title: (customer: string) => `End the session with ${customer}?`,
  body: 'The customer is asked to rate the session, and the chat closes here.',
  confirm: 'Yes, end it',
  cancel: 'Cancel',
} as const;

interface EndSessionDialogProps {
  customerName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before `end` goes out: a modal that keeps the focus inside; Escape or Cancel keeps the session. */
export function EndSessionDialog({ customerName, onConfirm, onCancel }: EndSessionDialogProps) {
  return (
    <Dialog title={TEXT.title(customerName)} onClose={onCancel}>
      <p>{TEXT.body}</p>
      <div className="dialog__actions">
        <button type="button" className="agent-secondary" onClick={onCancel}>
          {TEXT.cancel}
        </button>
        <button type="button" className="agent-danger" onClick={onConfirm}>
          {TEXT.confirm}
        </button>
      </div>
    </Dialog>
  );
}
