import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationAnswers } from '../evaluationActions';
import '../evaluation.css';

const SCORES = [1, 2, 3, 4, 5] as const;
/** Feedback is a short note, not a message thread. */
export const FEEDBACK_MAX_CHARS = 500;

interface EvaluationFormProps {
  submitLabel: string;
  busy: boolean;
  /** Set when the server refused; the answers stay as they were. */
  error: string | null;
  disabled?: boolean;
  onSubmit: (answers: EvaluationAnswers) => void;
}

/**
 * Spec §5: whether the problem was solved is required; a score and feedback text are also collected.
 * The score starts unpicked and is required too (docs/protocol.md, submit-evaluate): a default would
 * put words in the customer's mouth.
 */
export function EvaluationForm({ submitLabel, busy, error, disabled = false, onSubmit }: EvaluationFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [solved, setSolved] = useState<0 | 1 | null>(null);
  const [score, setScore] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [showMissing, setShowMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (solved === null || score === null) {
      setShowMissing(true);
      return;
    }
    onSubmit({ problemFinished: solved, score, content: content.trim() });
  };

  const missingId = `${ids}-missing`;
  const missingScoreId = `${ids}-missing-score`;
  return (
    <form className="evaluation" onSubmit={submit} noValidate>
      <fieldset className="evaluation__group" aria-describedby={showMissing && solved === null ? missingId : undefined}>
        <legend>
          {t('evaluation.solvedQuestion')} <span aria-hidden="true">*</span>
        </legend>
        <div className="evaluation__choices">
          {([1, 0] as const).map((value) => (
            <label key={value} className="evaluation__choice">
              <input
                type="radio"
                name={`${ids}-solved`}
                value={value}
                required
                checked={solved === value}
                onChange={() => setSolved(value)}
              />
              {value === 1 ? t('evaluation.yes') : t('evaluation.no')}
            </label>
          ))}
        </div>
        {showMissing && solved === null && (
          <p id={missingId} className="evaluation__error" role="alert">
            {t('evaluation.solvedRequired')}
          </p>
        )}
      </fieldset>
      <fieldset
        className="evaluation__group"
        aria-describedby={showMissing && score === null ? missingScoreId : undefined}
      >
        <legend>
          {t('evaluation.scoreLegend')} <span aria-hidden="true">*</span>
        </legend>
        <div className="evaluation__stars">
          {SCORES.map((value) => {
            const on = score !== null && value <= score;
            return (
              <label key={value} className={`evaluation__star${on ? ' evaluation__star--on' : ''}`}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`${ids}-score`}
                  value={value}
                  required
                  checked={score === value}
                  onChange={() => setScore(value)}
                />
                {/* Outline until picked: the state is told by shape, not by colour alone. */}
                <span aria-hidden="true">{on ? '★' : '☆'}</span>
                <span className="visually-hidden">{t('evaluation.star', { count: value })}</span>
              </label>
            );
          })}
        </div>
        {showMissing && score === null && (
          <p id={missingScoreId} className="evaluation__error" role="alert">
            {t('evaluation.scoreRequired')}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${ids}-feedback`} className="evaluation__label">
        {t('evaluation.feedbackLabel')}
      </label>
      <textarea
        id={`${ids}-feedback`}
        className="composer__input evaluation__feedback"
        rows={3}
        maxLength={FEEDBACK_MAX_CHARS}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      {error && (
        <p className="evaluation__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || disabled}>
        {busy ? t('evaluation.submitting') : submitLabel}
      </button>
    </form>
  );
}
