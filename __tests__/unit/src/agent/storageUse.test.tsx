import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageUsePanel } from '../../../../src/agent/StorageUsePanel';
import { formatBytes } from '../../../../src/agent/storageUseApi';
import { ConsoleTexts } from '../../../../src/agent/i18n/ConsoleTexts';
import { AGENT_REST } from '../../../../src/protocol/agentFrames';
import { consoleT } from '../../../support/consoleTexts';

describe('formatBytes', () => {
  it.each<[number, string]>([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1,023 bytes'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [200 * 1024 * 1024, '200 MiB'],
    [3 * 1024 ** 3 + 1, '3 GiB'],
  ])('%i: %s', (bytes, text) => {
    expect(formatBytes(bytes, consoleT())).toBe(text);
  });
});

describe('StorageUsePanel', () => {
  it('lists each product’s bytes from the agent’s storage-use call, and loads them again on Refresh', async () => {
    const answers = [
      [{ product_id: '1', name: 'Demo', bytes: 1536, files: 1 }],
      [{ product_id: '1', name: 'Demo', bytes: 3 * 1024 * 1024, files: 2 }],
    ];
    const calls: [string, RequestInit | undefined][] = [];
    const fetchFn = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: { products: answers[calls.length - 1] } }));
    }) as typeof fetch;
    render(
      <ConsoleTexts>
        <StorageUsePanel fetchFn={fetchFn} token="agent-token" />
      </ConsoleTexts>,
    );
    expect(await screen.findByText('Demo (product 1): 1.5 KiB in 1 file')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Demo (product 1): 3 MiB in 2 files')).toBeInTheDocument();
    expect(calls).toEqual([
      [AGENT_REST.storageUse, { headers: { 'X-Token': 'agent-token' } }],
      [AGENT_REST.storageUse, { headers: { 'X-Token': 'agent-token' } }],
    ]);
  });

  it('says so when the call is refused', async () => {
    const fetchFn = (async () =>
      new Response(JSON.stringify({ code: 1004, msg: 'token missing or invalid', data: null }))) as typeof fetch;
    render(
      <ConsoleTexts>
        <StorageUsePanel fetchFn={fetchFn} token="" />
      </ConsoleTexts>,
    );
    expect(await screen.findByText('The storage use could not be loaded.')).toBeInTheDocument();
  });
});
