import { CONTENT_TYPE, ERROR_CODE, LIMITS } from '../../src/protocol/codes';
import { aiQuerySchema, type AiQueryPayload, type WireMessage } from '../../src/protocol/entities';
import { jsonString, num, object, str } from '../../src/protocol/validate';
import { SandboxError } from '../errors';
import { citationVerdict, type CitationSources, type Citer } from '../storage/citations';
import { characterCount, parseOrThrow } from '../validation';

const MAX_TEXT_CHARS = LIMITS.maxTextChars;
const imageContentSchema = jsonString(object({ url: str, width: num, height: num }));
const aiQueryContentSchema = jsonString(aiQuerySchema);

export function parameterError(message: string): SandboxError {
  return new SandboxError(ERROR_CODE.parameterError, message);
}

function checkText(text: string, field: string): void {
  if (text.trim() === '') throw parameterError(`${field} is empty`);
  if (characterCount(text) > MAX_TEXT_CHARS)
    throw parameterError(`${field} is longer than ${MAX_TEXT_CHARS} characters`);
}

/**
 * An image (or video: also a 102) a customer sends must be their own upload on this storage host, so
 * that nobody can make the agent console fetch another host or show someone else's file
 * (docs/protocol.md, "Upload ownership").
 */
export async function checkCitedFile(uploads: CitationSources, url: string, citer: Citer): Promise<void> {
  const verdict = await citationVerdict(uploads, url, citer, false);
  if (verdict === 'notYours') throw new SandboxError(ERROR_CODE.fileNotYours);
  if (verdict !== 'ok') throw parameterError('the URL is not a file uploaded to this storage host');
}

/** The URL of an image message's content (already validated by questionIn), or undefined. */
export function pictureUrlOf(content: string): string | undefined {
  const image = imageContentSchema(content);
  return image.ok ? image.value.url : undefined;
}

/**
 * Validates the content for its type. Returns the question for the AI when the message is one:
 * an AI query (203) or plain text (101), which docs/protocol.md also treats as a query.
 */
export async function questionIn(
  message: WireMessage,
  timeZone: string,
  checkImage: (url: string) => Promise<void>,
): Promise<AiQueryPayload | undefined> {
  switch (message.content_type) {
    case CONTENT_TYPE.text:
      checkText(message.content, 'content');
      return { time_zone: timeZone, query: message.content, images: [], withdraw_order_ids: [] };
    case CONTENT_TYPE.image: {
      const image = parseOrThrow(imageContentSchema, message.content, 'content');
      if (image.url.trim() === '') throw parameterError('content.url is empty');
      await checkImage(image.url);
      return undefined;
    }
    case CONTENT_TYPE.aiQuery: {
      const query = parseOrThrow(aiQueryContentSchema, message.content, 'content');
      // A tap or a pick of withdrawal orders may come without typed text.
      if (query.select_question_type === undefined && query.withdraw_order_ids.length === 0)
        checkText(query.query, 'content.query');
      else if (characterCount(query.query) > MAX_TEXT_CHARS) throw parameterError('content.query is too long');
      for (const url of query.images) await checkImage(url);
      return query;
    }
    default:
      // 204 and 206 are reserved outgoing kinds; the rest are not the customer's to send.
      throw parameterError(`content_type ${message.content_type} cannot be sent`);
  }
}
