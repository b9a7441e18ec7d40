import { sendFileProblem, uploadProblemOf } from '../../../../src/agent/agentUploads';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { enText } from '../../../support/consoleTexts';

const fileOf = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'file', { type });

describe('the agent’s attachments', () => {
  it.each([
    ['an SVG (not a type the storage host signs)', fileOf('image/svg+xml'), ERROR_CODE.fileTypeUnsupported],
    ['an empty image', fileOf('image/png', 0), ERROR_CODE.parameterError],
    ['an image over 10 MiB', fileOf('image/png', 10 * 1024 * 1024 + 1), ERROR_CODE.fileTooLarge],
  ])('refuses %s before any request, saying why', async (_name, file, code) => {
    const fetchFn = jest.fn() as unknown as typeof fetch;
    const send = jest.fn(() => true);
    expect(await sendFileProblem(fetchFn, 'tok', 'r-1', file, send)).toEqual(uploadProblemOf(code));
    expect(fetchFn).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('says what the server refused, and sends nothing', async () => {
    const fetchFn = jest.fn(async () => ({
      json: async () => ({ code: ERROR_CODE.notFound, msg: 'you are not serving this reception', data: null }),
    })) as unknown as typeof fetch;
    const send = jest.fn(() => true);
    expect(enText(await sendFileProblem(fetchFn, 'tok', 'r-1', fileOf('image/png'), send))).toBe(
      'You no longer serve this chat.',
    );
    expect(fetchFn).toHaveBeenCalledWith(
      '/api/v1/agent/sign-upload-object?reception_id=r-1&file_name=file&content_type=image%2Fpng&size=10',
      { headers: { 'X-Token': 'tok' } },
    );
    expect(send).not.toHaveBeenCalled();
  });
});
