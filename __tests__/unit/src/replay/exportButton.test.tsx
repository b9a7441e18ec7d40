import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReplayApp } from '../../../../src/replay/ReplayApp';
import { chatRecording, STEP } from './fixture';
import { fileOf, forbidNetwork, openFile, scrubTo } from './viewerHelpers';

jest.mock('../../../../src/replay/clientCss', () => ({ clientCss: '' }));
forbidNetwork();

it('saves the recording up to the selected step as a replay test, and names the command that runs it', async () => {
  const { createObjectURL, revokeObjectURL } = URL;
  const saved: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  try {
    render(<ReplayApp />);
    await openFile(fileOf(JSON.stringify(chatRecording())));
    await screen.findByRole('slider', { name: 'Step' });
    await scrubTo(STEP.question);
    await userEvent.click(screen.getByRole('button', { name: 'Export as test (up to this step)' }));
    const file = `replay-2025-01-02T03-04-05-000Z-to-${STEP.question + 1}.json`;
    expect(names).toEqual([file]);
    expect(screen.getByText(`npm run replay-test -- ${file}`)).toBeInTheDocument();
    const exported = JSON.parse(await new Response(saved[0]).text()) as { entries: unknown[]; finalState: unknown };
    expect(exported.entries).toHaveLength(STEP.question + 1);
    expect(exported.finalState).toMatchObject({ messages: expect.any(Object), session: expect.any(Object) });
  } finally {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  }
});
