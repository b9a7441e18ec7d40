import { CONTENT_TYPE, LIMITS } from '../../src/protocol/codes';
import { checkCitedFile, pictureUrlOf } from '../messaging/content';
import type { CitationSources } from '../storage/citations';
import { characterCount } from '../validation';
import { parameterError } from './access';

/** What an agent sends to a customer: a text, or an image (or video) they uploaded themselves. */
export interface AgentContent {
  contentType: typeof CONTENT_TYPE.text | typeof CONTENT_TYPE.image;
  content: string;
}

/** A text: not blank, at most LIMITS.maxTextChars code points, as the customer's. */
export function checkAgentText(content: string): void {
  if (content.trim() === '') throw parameterError('content is empty');
  if (characterCount(content) > LIMITS.maxTextChars) throw parameterError('content is too long');
}

/**
 * Refuses what the agent may not send. An image's URL must be an upload the agent signed for a
 * reception of this product and finished (docs/protocol.md, "Upload ownership"), so that an agent can
 * make the customer's client fetch neither another host nor someone else's file.
 */
export async function checkAgentContent(
  { contentType, content }: AgentContent,
  citer: { agentId: string; productId: string },
  citations: CitationSources | undefined,
): Promise<void> {
  if (contentType === CONTENT_TYPE.text) {
    checkAgentText(content);
    return;
  }
  const url = pictureUrlOf(content);
  if (url === undefined || url.trim() === '') throw parameterError('content is not an image: { url, width, height }');
  if (!citations) throw parameterError('the URL is not a file uploaded to this storage host');
  await checkCitedFile(citations, url, { userId: citer.agentId, productId: citer.productId });
}
