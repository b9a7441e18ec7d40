import type { TFunction } from 'i18next';
import type { MessageContent } from '../../protocol/messageContent';

/** A system line as its reader sees it: a notice in their language, any other line as the server wrote it. */
export function systemLineText(view: Extract<MessageContent, { kind: 'system' }>, t: TFunction): string {
  const { notice } = view;
  if (notice?.type === 'agentChanged') return t('chat.nowTalkingTo', { name: notice.agent });
  if (notice?.type === 'agentJoined') return t('chat.agentJoined', { name: notice.agent });
  if (notice?.type === 'backInQueue') return t('chat.backInQueue');
  return view.text;
}
