import { useEffect, useRef } from 'react';
import type { WorkOrderFields } from '../../workOrderRules';
import { fieldsOfDraft } from '../../workOrderRules';
import { workOrdersApi } from '../../workOrdersApi';
import type { OpenForm } from '../../workOrdersSlice';

/** Draft saves wait this long after the last keystroke. */
export const DRAFT_SAVE_DELAY_MS = 800;

interface DraftOptions {
  form: OpenForm;
  /** Everything the form holds now, uploaded files included. */
  current: WorkOrderFields;
  /** The stored draft, once, when the form opens (after a reconnect or a reload nothing typed is lost). */
  onRestore: (draft: WorkOrderFields) => void;
}

/**
 * The form's draft on the server (work_order_pre/update, docs/protocol.md): read once when the form
 * opens, saved a moment after each edit by the customer (not after the restore itself), and dropped
 * once the work order is filed.
 */
export function useWorkOrderDraft({ form, current, onRestore }: DraftOptions) {
  const [updateDraft] = workOrdersApi.useWorkOrderDraftMutation();
  const restored = useRef(false);
  const edited = useRef(false);
  const restore = useRef(onRestore);
  restore.current = onRestore;
  const { kind, type } = form;

  useEffect(() => {
    let live = true;
    updateDraft({ kind, type })
      .unwrap()
      .then(
        (answer) => {
          if (live && answer.draft) restore.current(fieldsOfDraft(answer.draft));
        },
        () => undefined,
      )
      .finally(() => {
        restored.current = true;
      });
    return () => {
      live = false;
    };
  }, [kind, type, updateDraft]);

  const draftJson = JSON.stringify(current);
  /** A change not saved yet: saved at once if the form closes first (Escape a moment after typing). */
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!restored.current || !edited.current) return;
    const save = () => {
      pending.current = null;
      void updateDraft({ kind, type, draft: JSON.parse(draftJson) as Record<string, unknown> });
    };
    pending.current = save;
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftJson, kind, type, updateDraft]);
  useEffect(() => () => pending.current?.(), []);

  return {
    /** The customer changed something: from now on, changes are saved. */
    markEdited: () => {
      edited.current = true;
    },
    discard: () => {
      pending.current = null;
      void updateDraft({ kind, type, draft: null });
    },
  };
}
