import { useTranslation } from 'react-i18next';
import { systemLineText } from '../../../lib/i18n/systemLine';
import type { MessageContent } from '../../../protocol/messageContent';

/** A system line the client words itself (an agent change, back in the queue), in the reader's language. */
export default function NoticeLine({ view }: { view: Extract<MessageContent, { kind: 'system' }> }) {
  const { t } = useTranslation();
  return <p className="system-line">{systemLineText(view, t)}</p>;
}
