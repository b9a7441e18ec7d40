import { CONTENT_TYPE } from '../protocol/codes';
import { readMessageContent } from '../protocol/messageContent';

/** What one message shows in the console; everything is rendered as text, never as HTML. */
export type MessageContent =
  | { kind: 'text'; text: string }
  | { kind: 'system'; text: string }
  | { kind: 'image'; url: string }
  | { kind: 'imagePlaceholder' }
  | { kind: 'unsupported' };

/** The customer client's reading of a message (src/protocol/messageContent.ts), reduced to what the console shows. */
export function messageContent(contentType: number, content: string): MessageContent {
  const read = readMessageContent({ content_type: contentType, content });
  switch (read.kind) {
    case 'text':
    case 'system':
      return read;
    case 'aiReply':
      return read.reply.data.text === undefined
        ? { kind: 'unsupported' }
        : { kind: 'text', text: read.reply.data.text };
    case 'image':
    case 'video':
      return { kind: 'image', url: read.url };
    default:
      return contentType === CONTENT_TYPE.image ? { kind: 'imagePlaceholder' } : { kind: 'unsupported' };
  }
}
