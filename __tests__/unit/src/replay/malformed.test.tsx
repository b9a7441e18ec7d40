import { render, screen } from '@testing-library/react';
import { ReplayApp } from '../../../../src/replay/ReplayApp';
import { loadRecordingFile, MAX_FILE_BYTES } from '../../../../src/replay/loadRecording';
import { parseRecording } from '../../../../src/recorder/recordingFormat';
import { chatRecording } from './fixture';
import { malformedRecordings } from './malformedRecordings';
import { fileOf, forbidNetwork, openFile } from './viewerHelpers';

jest.mock('../../../../src/replay/clientCss', () => ({ clientCss: '' }));

forbidNetwork();
const cases = malformedRecordings(chatRecording());

describe('a malformed recording gets a message, never a blank page', () => {
  it('has at least ten damaged files to try', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)('%s', async (_name, text, detail) => {
    render(<ReplayApp />);
    await openFile(fileOf(text));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/damaged or incomplete/);
    expect(alert).toHaveTextContent(detail);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Recording file (.json)')).toBeInTheDocument();
  });

  it('refuses a file too big to be a recording before reading it', async () => {
    const file = fileOf('{}');
    Object.defineProperty(file, 'size', { value: MAX_FILE_BYTES + 1 });
    const result = await loadRecordingFile(file);
    expect(result).toMatchObject({ ok: false, message: /too big/, detail: /64 MiB/ });
  });

  it('still reads a good recording, of version 1 or 2', () => {
    for (const version of [1, 2]) expect(parseRecording(JSON.stringify({ ...chatRecording(), version })).ok).toBe(true);
  });
});
