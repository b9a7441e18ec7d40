import { conversationIdOfMessage } from '../../../../protocol/conversationId';
import type { AiReply, AnswerSource } from '../../../../protocol/entities';
import type { ChatMessage } from '../../model/chatMessage';
import { PersonButton } from './PersonButton';
import { SourceCard } from './SourceCard';
import { useAnswerVote } from './useAnswerVote';
import { VoteQuestion } from './VoteQuestion';
import './followUp.css';

interface AnswerFollowUpProps {
  reply: AiReply;
  /** The stored reply: its conversation and seq name the answer voted on. */
  message: ChatMessage;
}

interface SourcedAnswerProps {
  sources: readonly AnswerSource[];
  offersPerson: boolean;
  message: ChatMessage;
}

/** An answer taken from articles: they and "Did this help?", and the person once offered or after a No. */
function SourcedAnswer({ sources, offersPerson, message }: SourcedAnswerProps) {
  const vote = useAnswerVote({ conversationId: conversationIdOfMessage(message), seq: message.seq });
  return (
    <>
      <SourceCard sources={sources} />
      <VoteQuestion vote={vote} />
      {(offersPerson || vote.helpful === 0) && <PersonButton />}
    </>
  );
}

/**
 * Under an AI reply, so that it is never a dead end (docs/assistant.md, "No dead ends"): the articles
 * an answer was taken from with "Did this help?", and "Talk to a person" when the reply offers one or
 * after a No. A reply with neither shows nothing, and only an answer with sources has a vote to keep.
 */
export default function AnswerFollowUp({ reply, message }: AnswerFollowUpProps) {
  const { sources = [], offer_human: offerHuman } = reply.data;
  const offersPerson = offerHuman === 1;
  if (sources.length === 0 && !offersPerson) return null;
  return (
    <div className="follow-up">
      {sources.length > 0 ? (
        <SourcedAnswer sources={sources} offersPerson={offersPerson} message={message} />
      ) : (
        <PersonButton />
      )}
    </div>
  );
}
