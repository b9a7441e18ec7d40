/** What the customer asked the AI assistant before asking for a human, oldest first. */
export function AiQuestions({ questions }: { questions: readonly string[] }) {
  if (questions.length === 0) return <p className="agent-muted">No questions to the AI assistant.</p>;
  return (
    <>
      <h4>Asked the AI assistant</h4>
      <ol className="agent-questions">
        {questions.map((question, index) => (
          <li key={index}>{question}</li>
        ))}
      </ol>
    </>
  );
}
