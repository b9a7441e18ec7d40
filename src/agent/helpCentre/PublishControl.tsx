import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PublishControlProps {
  disabled: boolean;
  /** The id of the text that says why Publish is (not) available. */
  hintId: string;
  /** "Japanese (JP)". */
  language: string;
  onPublish: () => void;
}

/** Publish, confirmed in place: customers see the result within a second. */
export function PublishControl({ disabled, hintId, language, onPublish }: PublishControlProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const publishButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) publishButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  if (confirming)
    return (
      <div role="group" aria-labelledby="help-centre-publish-question" className="help-centre__confirm">
        <p id="help-centre-publish-question">{t('helpCentre.publishQuestion', { language })}</p>
        <button
          ref={confirmButton}
          type="button"
          onClick={() => {
            setConfirming(false);
            onPublish();
          }}
        >
          {t('helpCentre.publishNow')}
        </button>
        <button type="button" className="agent-secondary" onClick={() => setConfirming(false)}>
          {t('helpCentre.cancel')}
        </button>
      </div>
    );
  return (
    <button
      ref={publishButton}
      type="button"
      disabled={disabled}
      aria-describedby={hintId}
      onClick={() => setConfirming(true)}
    >
      {t('helpCentre.publish')}
    </button>
  );
}
