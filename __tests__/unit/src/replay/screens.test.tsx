import { render, screen, waitFor, within } from '@testing-library/react';
import { expectConsole } from '../../../support/expectConsole';
import { ReplayApp } from '../../../../src/replay/ReplayApp';
import type { Recording } from '../../../../src/recorder/recordingFormat';
import withdrawal from '../../../recordings/withdraw-pick-and-top-up-check.json';
import tour from './tourRecording.json';
import { fileOf, forbidNetwork, openFile, phone, scrubTo } from './viewerHelpers';

// The client's stylesheet comes in through Vite's `?inline`, which jest does not resolve.
jest.mock('../../../../src/replay/clientCss', () => ({ clientCss: '' }));

const network = forbidNetwork();

/** Entry indexes of tourRecording.json (home, an FAQ article, back home, the chat; recorded by the built client). */
const routeEntries = (tour as unknown as Recording).entries.flatMap((entry, index) =>
  entry.kind === 'route' ? [index] : [],
);
const [, faqAt, chatAt] = routeEntries;

describe('every screen replays, by the route the customer was on', () => {
  it('shows home, then the FAQ article, then the chat, each from the recorded state and cache', async () => {
    render(<ReplayApp />);
    await openFile(fileOf(JSON.stringify(tour)));
    await screen.findByRole('slider', { name: 'Step' });

    await scrubTo(faqAt - 1);
    let body = await phone();
    await within(body).findByText('Popular questions');
    expect(screen.getByText(/^\/\?app_key=demo/)).toBeInTheDocument();

    await scrubTo(faqAt);
    body = await phone();
    await within(body).findByRole('heading', { name: 'How long does a withdrawal take?', level: 1 });
    expect(body.querySelector('.faq-answer')).toHaveTextContent(/payout stage takes 10 to 20 minutes/);
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getByRole('button', { name: new RegExp(`#${faqAt} .* route /faqdetail\\?`) })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await scrubTo(chatAt);
    body = await phone();
    await within(body).findByRole('textbox', { name: 'Your message' });
    await within(body).findByText(/I'm the support assistant/);
    expect(network.requests).toEqual([]);
    expect(network.sockets).toEqual([]);
  });

  it('starts at the first route at the start of a recording that begins at /', async () => {
    render(<ReplayApp />);
    await openFile(fileOf(JSON.stringify(tour)));
    await screen.findByRole('slider', { name: 'Step' });
    await scrubTo(-1);
    const body = await phone();
    await waitFor(() => expect(body.querySelector('.app')).not.toBeNull());
    expect(within(body).queryByRole('alert')).not.toBeInTheDocument();
    expect(network.requests).toEqual([]);
  });

  it('renders the work-order form when scrubbed across workOrders/formOpened', async () => {
    const recording = structuredClone(withdrawal) as unknown as Recording;
    const end = recording.entries[recording.entries.length - 1].t;
    recording.entries.push({
      t: end + 1,
      kind: 'action',
      action: { type: 'workOrders/formOpened', payload: { kind: 2, type: 1 } },
    });
    const opened = recording.entries.length - 1;
    render(<ReplayApp />);
    await openFile(fileOf(JSON.stringify(recording)));
    await screen.findByRole('slider', { name: 'Step' });
    await scrubTo(opened - 1);
    const body = await phone();
    await scrubTo(opened);
    await waitFor(() => expect(body.querySelector('.wo-form')).not.toBeNull());
    await scrubTo(opened - 1);
    await waitFor(() => expect(body.querySelector('.wo-form')).toBeNull());
    expect(within(body).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error card in place of a screen that cannot render, and the next step renders again', async () => {
    const errors = expectConsole('error', /./);
    const recording = structuredClone(tour) as unknown as Recording;
    // A chat state the chat screen cannot read.
    recording.entries.push({
      t: 1e6,
      kind: 'page',
      clientVersion: 'x',
      initialState: { ...(recording.initialState as object), chat: { broken: true }, messages: { broken: true } },
    });
    recording.entries.push({ t: 1e6 + 1, kind: 'page', clientVersion: 'x', initialState: recording.initialState });
    const broken = recording.entries.length - 2;
    render(<ReplayApp />);
    await openFile(fileOf(JSON.stringify(recording)));
    await screen.findByRole('slider', { name: 'Step' });
    await scrubTo(broken);
    const body = await phone();
    await within(body).findByText('This screen cannot be shown at this step');
    expect(screen.getByRole('heading', { name: 'This step' })).toBeInTheDocument();
    await scrubTo(broken + 1);
    await within(body).findByRole('textbox', { name: 'Your message' });
    expect(errors.length).toBeGreaterThan(0);
  });
});
