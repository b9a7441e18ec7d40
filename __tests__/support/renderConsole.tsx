import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConsoleTexts } from '../../src/agent/i18n/ConsoleTexts';

/**
 * A part of the agent console rendered with the console's texts (in the browser's language, en-US in
 * jsdom), once they are loaded; `rerender` keeps them.
 */
export async function renderInConsole(ui: ReactElement) {
  const view = render(<ConsoleTexts>{ui}</ConsoleTexts>);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return { ...view, rerender: (next: ReactElement) => view.rerender(<ConsoleTexts>{next}</ConsoleTexts>) };
}
