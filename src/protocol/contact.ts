import { arrayOf, bool, int, literal, object, str, withDefault, type Infer } from './validate';

/** The social screen's paths; the spec does not show them (docs/protocol.md). */
export const CONTACT_REST = {
  contactChannels: '/api/v1/product/contact-channels',
  sendVerifyCode: '/api/v1/user/send-verify-code',
  verifyCode: '/api/v1/user/verify-code',
} as const;

/** The channels the social screen knows how to show (docs/protocol.md, "GET /api/v1/product/contact-channels"). */
export const CONTACT_CHANNEL_KINDS = ['email', 'whatsapp', 'telegram', 'line', 'facebook', 'phone'] as const;
export type ContactChannelKind = (typeof CONTACT_CHANNEL_KINDS)[number];

/** The only URL schemes a channel link may use; anything else is not rendered as a link. */
export const SAFE_LINK_PROTOCOLS: readonly string[] = ['https:', 'mailto:', 'tel:'];

/** The URL if it parses and uses a safe scheme, else null (never javascript:, data:, http:…). */
export function safeContactUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return SAFE_LINK_PROTOCOLS.includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

export const contactChannelSchema = object({
  kind: literal(...CONTACT_CHANNEL_KINDS),
  label: str,
  url: str,
});
export type ContactChannel = Infer<typeof contactChannelSchema>;

export const supportHoursSchema = object({
  /** Minutes after midnight, at `utc_offset_minutes` from UTC. */
  open_minute: int,
  close_minute: int,
  utc_offset_minutes: int,
});
export type SupportHours = Infer<typeof supportHoursSchema>;

export const contactChannelsSchema = object({
  channels: withDefault(arrayOf(contactChannelSchema), []),
  hours: withDefault(
    (input: unknown, path?: string) =>
      input === null ? { ok: true as const, value: null } : supportHoursSchema(input, path),
    null,
  ),
});
export type ContactChannels = Infer<typeof contactChannelsSchema>;

/** Seconds before another code may be sent, and how long a code stays valid. */
export const VERIFY_CODE = { length: 6, resendSeconds: 60, ttlSeconds: 300, maxAttempts: 5 } as const;

export const sendVerifyCodeResponseSchema = object({ resend_after_seconds: int, expires_in_seconds: int });
export type SendVerifyCodeResponse = Infer<typeof sendVerifyCodeResponseSchema>;

export const verifyCodeResponseSchema = object({ verified: bool, target: str });
export type VerifyCodeResponse = Infer<typeof verifyCodeResponseSchema>;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

/** An email address or a phone number, normalised (trimmed; a phone loses spaces, dashes and brackets); else null. */
export function normaliseVerifyTarget(input: string): string | null {
  const text = input.trim();
  if (EMAIL.test(text)) return text.toLowerCase();
  if (PHONE.test(text)) {
    const digits = text.replace(/[ ()-]/g, '');
    return digits.replace(/\D/g, '').length >= 6 ? digits : null;
  }
  return null;
}
