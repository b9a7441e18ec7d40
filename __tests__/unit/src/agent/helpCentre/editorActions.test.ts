import { publishAction, saveAction, type EditorState } from '../../../../../src/agent/helpCentre/editorActions';
import { consoleT } from '../../../../support/consoleTexts';

const t = consoleT();

const editing: EditorState = { canEdit: true, busy: false, problems: [], unsaved: true, hasDraft: true };

describe('what the editor’s buttons allow, and why', () => {
  it.each([
    ['an editor’s valid change', editing, true, 'You have changes that are not saved.'],
    ['nothing changed', { ...editing, unsaved: false }, false, 'No changes to save.'],
    ['a problem', { ...editing, problems: ['Enter a title.'] }, false, 'Enter a title.'],
    ['while a call runs', { ...editing, busy: true }, false, 'You have changes that are not saved.'],
    ['a reader', { ...editing, canEdit: false }, false, expect.stringMatching(/^Read only/)],
  ])('Save draft: %s', (_case, state, enabled, hint) => {
    expect(saveAction(state, t)).toEqual({ enabled, hint });
  });

  it.each([
    [
      'a saved draft',
      { ...editing, unsaved: false },
      true,
      expect.stringMatching(/^Publish puts the saved draft live/),
    ],
    ['unsaved changes', editing, false, 'Save the draft first: Publish puts the saved draft live.'],
    ['no draft', { ...editing, unsaved: false, hasDraft: false }, false, expect.stringMatching(/^Nothing to publish/)],
    ['a reader', { ...editing, unsaved: false, canEdit: false }, false, expect.stringMatching(/^Read only/)],
  ])('Publish: %s', (_case, state, enabled, hint) => {
    expect(publishAction(state, t)).toEqual({ enabled, hint });
  });
});
