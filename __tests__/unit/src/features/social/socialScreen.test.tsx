import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSupportHours } from '../../../../../src/features/social/supportHours';
import { fail, fakeFetch, ok, renderApp, withSignIn, type Responder } from '../../../../support/renderApp';

const quietSocket = () => ({ readyState: 0, close() {}, send() {} }) as unknown as WebSocket;

const CHANNELS = [
  { kind: 'email', label: 'support@example.com', url: 'mailto:support@example.com' },
  { kind: 'whatsapp', label: '+1 555 010 0200', url: 'https://wa.me/15550100200' },
  { kind: 'telegram', label: 'evil', url: 'javascript:alert(1)' },
  { kind: 'line', label: 'plain http', url: 'http://line.example/x' },
  { kind: 'phone', label: '+1 555 010 0100', url: 'tel:+15550100100' },
];
const HOURS = { open_minute: 540, close_minute: 1260, utc_offset_minutes: 480 };

function backend(verify: Responder = () => ok({ verified: true, target: 'ann@example.com' })): Responder {
  return withSignIn((url, init) => {
    switch (url.pathname) {
      case '/api/v1/product/contact-channels':
        return url.searchParams.get('app_key') === 'demo' ? ok({ channels: CHANNELS, hours: HOURS }) : fail(404, 1002);
      case '/api/v1/user/send-verify-code':
        return ok({ resend_after_seconds: 60, expires_in_seconds: 300 });
      case '/api/v1/user/verify-code':
        return verify(url, init);
      default:
        return fail(404, 1005);
    }
  });
}

let fetchFake: ReturnType<typeof fakeFetch> | undefined;
afterEach(() => {
  fetchFake?.restore();
  jest.restoreAllMocks();
});

const LINK = '/social?app_key=demo&user=alice&pass=demo-pass&country=US';

describe('/social', () => {
  it('renders only https:, mailto: and tel: channels, with rel="noopener noreferrer", and the hours in local time', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/social?app_key=demo&country=US');
    const email = await screen.findByRole('link', { name: /Email\s*support@example.com/ });
    expect(email).toHaveAttribute('href', 'mailto:support@example.com');
    expect(email).toHaveAttribute('rel', 'noopener noreferrer');
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', 'tel:+15550100100');
    expect(screen.queryByText('evil')).toBeNull();
    expect(screen.queryByText('plain http')).toBeNull();
    expect(document.querySelectorAll('a[href^="javascript"], a[href^="http:"]')).toHaveLength(0);
    const { open, close } = formatSupportHours(HOURS, 'en-US');
    expect(screen.getByText(`Every day, ${open} – ${close} (your time)`)).toBeInTheDocument();
    // Without credentials there is nobody to verify.
    expect(screen.queryByRole('button', { name: 'Get a verification code' })).toBeNull();
  });

  it('shows a translated error with a retry for an unknown app key', async () => {
    fetchFake = fakeFetch((url, init) =>
      url.pathname === '/api/v1/product/by-app-key' ? ok({ id: '9', company_id: '100' }) : backend()(url, init),
    );
    await renderApp('/social?app_key=other&country=US');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported product ID');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the identification code popup: send, countdown, wrong code, expired code, then verified', async () => {
    const answers = [fail(422, 2011), fail(410, 2012), ok({ verified: true, target: 'ann@example.com' })];
    fetchFake = fakeFetch(backend(() => answers.shift() ?? fail(500, 1500)));
    const user = userEvent.setup();
    await renderApp(LINK, { createSocket: quietSocket });
    await user.click(await screen.findByRole('button', { name: 'Get a verification code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    const target = within(dialog).getByRole('textbox', { name: 'Email or phone number' });
    expect(target).toHaveFocus();

    await user.type(target, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid email address or phone number.');
    expect(fetchFake.calls.some((call) => call.url.pathname === '/api/v1/user/send-verify-code')).toBe(false);

    await user.clear(target);
    await user.type(target, 'Ann@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('We sent a code to ann@example.com.')).toBeInTheDocument();
    const send = fetchFake.calls.find((call) => call.url.pathname === '/api/v1/user/send-verify-code');
    expect(JSON.parse(String(send?.init?.body))).toEqual({ target: 'ann@example.com' });
    expect(within(dialog).getByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    // The countdown ticks every second against the clock: move the clock, wait for the next tick.
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 58_400);
    expect(await within(dialog).findByRole('button', { name: 'Resend in 1 second' }, { timeout: 2500 })).toBeDisabled();
    clock.mockImplementation(() => realNow() + 61_000);
    expect(await within(dialog).findByRole('button', { name: 'Send a new code' }, { timeout: 2500 })).toBeEnabled();
    clock.mockRestore();

    const code = within(dialog).getByRole('textbox', { name: '6-digit code' });
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the 6 digits of the code.');

    await user.type(code, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is not correct.');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('This code has expired. Please send a new code.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('ann@example.com is verified. Thank you!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a second send within the cooldown gets the translated "too many requests" error', async () => {
    fetchFake = fakeFetch((url, init) =>
      url.pathname === '/api/v1/user/send-verify-code' ? fail(429, 1008) : backend()(url, init),
    );
    await renderApp(LINK, { createSocket: quietSocket });
    await userEvent.click(await screen.findByRole('button', { name: 'Get a verification code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '+1 555 0100 200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(within(dialog).getByRole('button', { name: /Resend in \d+ seconds/ })).toBeDisabled();
  });
});
