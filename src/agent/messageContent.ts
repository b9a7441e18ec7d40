import { CONTENT_TYPE } from '../protocol/codes';
import { readMessageContent, type SystemNotice } from '../protocol/messageContent';

/** What one message shows in the console; everything is rendered as text, never as HTML. */
export type MessageContent =
  | { kind: 'text'; text: string }
  /** `notice`: a line the console words in the agent's language (an agent joined, a transfer). */
  | { kind: 'system'; text: string; notice?: SystemNotice }
  | { kind: 'image'; url: string }
  | { kind: 'imagePlaceholder' }
  /** A session's evaluation card (202): its rating is the context's (src/agent/profiles/RatingCard.tsx). */
  | { kind: 'rating'; receptionId: string }
  | { kind: 'unsupported' };

/** The customer client's reading of a message (src/protocol/messageContent.ts), reduced to what the console shows. */
export function messageContent(contentType: number, content: string): MessageContent {
  const read = readMessageContent({ content_type: contentType, content });
  switch (read.kind) {
    case 'text':
      return read;
    case 'system':
      return read;
    case 'aiReply':
      return read.reply.data.text === undefined
        ? { kind: 'unsupported' }
        : { kind: 'text', text: read.reply.data.text };
    case 'image':
    case 'video':
      return { kind: 'image', url: read.url };
    case 'evaluationCard':
      return { kind: 'rating', receptionId: read.receptionId };
    default:
      return contentType === CONTENT_TYPE.image ? { kind: 'imagePlaceholder' } : { kind: 'unsupported' };
  }
}
