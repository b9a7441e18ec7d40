import { FAQ_PATHS } from './navigation';

/** The hand-over between the FAQ and the chat (spec §2's force-FAQ round trip; docs/protocol.md, "FAQ → chat"). */

/**
 * Router location state the chat receives from an FAQ answer (docs/protocol.md, "FAQ → chat"): the
 * question the user read, so the chat can offer it as the first message.
 */
export interface FaqChatContext {
  faqQuestion: string;
  faqId: string;
}

/** The FAQ question carried in router location state, or '' for anything else. */
export function faqQuestionOf(state: unknown): string {
  const question = (state as Partial<FaqChatContext> | null)?.faqQuestion;
  return typeof question === 'string' ? question : '';
}

/** Query parameters that only mean something on the FAQ screens. */
const FAQ_ONLY_PARAMS = ['id', 'type_id', 'keyword'];

/**
 * The way from the FAQ to the chat (spec §2 force-FAQ round trip): the service link the guard stored
 * when it redirected, else /chat with the FAQ page's own query. `nofaq=1` makes the guard let it
 * through, so the user is never bounced back into the FAQ. Only a path of this app is followed.
 */
export function chatLinkFromFaq(serviceLink: string | null, faqSearch: string): string {
  const stored = serviceLink?.startsWith('/') && !serviceLink.startsWith('//') ? new URL(serviceLink, 'http://app.invalid') : null;
  const useStored = stored !== null && !FAQ_PATHS.includes(stored.pathname);
  const pathname = useStored ? stored.pathname : '/chat';
  const query = useStored ? stored.searchParams : new URLSearchParams(faqSearch);
  if (!useStored) for (const name of FAQ_ONLY_PARAMS) query.delete(name);
  query.set('nofaq', '1');
  return `${pathname}?${query}`;
}
