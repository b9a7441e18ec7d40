import { formatLength } from '../../../../../src/agent/recordings/recordingLabels';
import { consoleT } from '../../../../support/consoleTexts';

describe('how long a recording is, in words', () => {
  it.each([
    [0, '0 s'],
    [44_600, '45 s'],
    [60_000, '1 min 0 s'],
    [185_000, '3 min 5 s'],
    [3_720_000, '1 h 2 min'],
    [-5, '0 s'],
  ])('%i ms is "%s"', (ms, text) => {
    expect(formatLength(ms, consoleT())).toBe(text);
  });
});
