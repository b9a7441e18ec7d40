import type { TFunction } from 'i18next';
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
export function saveAction({ canEdit, busy, problems, unsaved }: EditorState, t: TFunction): EditorAction {
  const enabled = canEdit && !busy && unsaved && problems.length === 0;
  if (!canEdit) return { enabled, hint: t(READ_ONLY_EXPLANATION.key) };
  if (problems.length > 0) return { enabled, hint: problems.join(' ') };
  return { enabled, hint: t(unsaved ? 'helpCentre.hints.unsaved' : 'helpCentre.hints.noChanges') };
}

/** Publish: the saved draft, once nothing is left unsaved. */
export function publishAction({ canEdit, busy, unsaved, hasDraft }: EditorState, t: TFunction): EditorAction {
  const enabled = canEdit && !busy && !unsaved && hasDraft;
  if (!canEdit) return { enabled, hint: t(READ_ONLY_EXPLANATION.key) };
  if (unsaved) return { enabled, hint: t('helpCentre.hints.saveFirst') };
  if (!hasDraft) return { enabled, hint: t('helpCentre.hints.nothingToPublish') };
  return { enabled, hint: t('helpCentre.hints.publish') };
}
