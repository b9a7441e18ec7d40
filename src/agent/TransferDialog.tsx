import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../protocol/codes';
import { Dialog } from '../ui/Dialog';
import type { TransferTarget } from './frames';
import './transfers.css';

/** The radio value of "Back to the queue": a transfer with no agent. */
const TO_QUEUE = '';

const agentNameOf = (agent: TransferTarget, t: TFunction) => agent.nickname || t('app.agent', { id: agent.id });

interface TransferDialogProps {
  customerName: string;
  /** Null until the server answers `transfer_targets`. */
  targets: readonly TransferTarget[] | null;
  onCancel: () => void;
  /** `toAgentId` "": back to the queue. */
  onConfirm: (toAgentId: string, note: string) => void;
}

/** Where the chat goes (an online agent with room, or the queue) and a note only agents read. */
function TransferDialog({ customerName, targets, onCancel, onConfirm }: TransferDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const tooLong = [...note].length > LIMITS.maxTextChars;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice !== null && !tooLong) onConfirm(choice, note);
  };
  const option = (value: string, label: string) => (
    <label key={value || 'queue'} className="agent-choice">
      <input
        type="radio"
        name="transfer-target"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
      />
      {label}
    </label>
  );
  return (
    <Dialog title={t('transfer.title', { name: customerName })} onClose={onCancel}>
      <form className="agent-transfer" onSubmit={submit}>
        <fieldset>
          <legend>{t('transfer.legend')}</legend>
          {targets === null ? (
            <p role="status">{t('transfer.looking')}</p>
          ) : (
            targets.length === 0 && <p className="agent-muted">{t('transfer.none')}</p>
          )}
          {targets?.map((agent) =>
            option(
              agent.id,
              t('transfer.agentLoad', { agent: agentNameOf(agent, t), load: agent.load, max: agent.max_chats }),
            ),
          )}
          {option(TO_QUEUE, t('transfer.queue'))}
        </fieldset>
        <label htmlFor="agent-transfer-note">{t('transfer.noteLabel')}</label>
        <textarea
          id="agent-transfer-note"
          rows={3}
          value={note}
          aria-describedby="agent-transfer-note-hint"
          aria-invalid={tooLong || undefined}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <p id="agent-transfer-note-hint" className={tooLong ? 'agent-warning' : 'agent-muted'}>
          {tooLong ? t('left.tooLong', { max: LIMITS.maxTextChars }) : t('transfer.hint')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="agent-secondary" onClick={onCancel}>
            {t('transfer.cancel')}
          </button>
          <button type="submit" disabled={choice === null || tooLong}>
            {t('transfer.button')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface TransferControlProps {
  customerName: string;
  online: boolean;
  targets: readonly TransferTarget[] | null;
  /** Asks the server who may take the chat now (`transfer_targets`). */
  onOpen: () => void;
  /** Answers whether the transfer went out; the dialog stays open when it did not. */
  onTransfer: (toAgentId: string, note: string) => boolean;
}

/** "Transfer" beside "End session": opens the dialog, asking the server for the agents with room. */
export function TransferControl({ customerName, online, targets, onOpen, onTransfer }: TransferControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="agent-secondary"
        disabled={!online}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        {t('transfer.button')}
      </button>
      {open && (
        <TransferDialog
          customerName={customerName}
          targets={targets}
          onCancel={() => setOpen(false)}
          onConfirm={(toAgentId, note) => {
            if (onTransfer(toAgentId, note)) setOpen(false);
          }}
        />
      )}
    </>
  );
}
