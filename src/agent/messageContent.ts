import { CONTENT_TYPE } from '../protocol/codes';
import { jsonString, object, optional, str, type Validator } from '../protocol/validate';

/** What one message shows in the console; everything is rendered as text, never as HTML. */
export type MessageContent =
  | { kind: 'text'; text: string }
  | { kind: 'system'; text: string }
  | { kind: 'image'; url: string }
  | { kind: 'imagePlaceholder' }
  | { kind: 'unsupported' };

const readSystemText = jsonString(object({ text: str }));
const readAiQuery = jsonString(object({ query: str }));
const readAiReply = jsonString(object({ data: optional(object({ text: optional(str) })) }));
const readImage = jsonString(object({ url: str }));

function valueOf<T>(read: Validator<T>, content: string): T | undefined {
  const result = read(content);
  return result.ok ? result.value : undefined;
}

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export function messageContent(contentType: number, content: string): MessageContent {
  switch (contentType) {
    case CONTENT_TYPE.text:
      return { kind: 'text', text: content };
    case CONTENT_TYPE.groupSystem: {
      const text = valueOf(readSystemText, content)?.text;
      return text === undefined ? { kind: 'unsupported' } : { kind: 'system', text };
    }
    case CONTENT_TYPE.aiQuery: {
      const query = valueOf(readAiQuery, content)?.query;
      return query === undefined ? { kind: 'unsupported' } : { kind: 'text', text: query };
    }
    case CONTENT_TYPE.aiReply: {
      const text = valueOf(readAiReply, content)?.data?.text;
      return text === undefined ? { kind: 'unsupported' } : { kind: 'text', text };
    }
    case CONTENT_TYPE.image: {
      const url = valueOf(readImage, content)?.url;
      return url !== undefined && isWebUrl(url) ? { kind: 'image', url } : { kind: 'imagePlaceholder' };
    }
    default:
      return { kind: 'unsupported' };
  }
}
