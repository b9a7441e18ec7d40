import { READ_ONLY_EXPLANATION } from './problems';

export interface EditorState {
  canEdit: boolean;
  busy: boolean;
  /** formProblems of the form. */
  problems: readonly string[];
  /** The form differs from what the server holds (a new article always does). */
  unsaved: boolean;
  /** The article has a saved draft not yet published in the language. */
  hasDraft: boolean;
}

export interface EditorAction {
  enabled: boolean;
  /** Why it is (not) available, read with the button. */
  hint: string;
}

/** Save draft: an editor's valid change. */
export function saveAction({ canEdit, busy, problems, unsaved }: EditorState): EditorAction {
  const enabled = canEdit && !busy && unsaved && problems.length === 0;
  if (!canEdit) return { enabled, hint: READ_ONLY_EXPLANATION };
  if (problems.length > 0) return { enabled, hint: problems.join(' ') };
  return { enabled, hint: unsaved ? 'You have changes that are not saved.' : 'No changes to save.' };
}

/** Publish: the saved draft, once nothing is left unsaved. */
export function publishAction({ canEdit, busy, unsaved, hasDraft }: EditorState): EditorAction {
  const enabled = canEdit && !busy && !unsaved && hasDraft;
  if (!canEdit) return { enabled, hint: READ_ONLY_EXPLANATION };
  if (unsaved) return { enabled, hint: 'Save the draft first: Publish puts the saved draft live.' };
  if (!hasDraft) return { enabled, hint: 'Nothing to publish: customers already see this version.' };
  return { enabled, hint: 'Publish puts the saved draft live for customers and the assistant.' };
}
