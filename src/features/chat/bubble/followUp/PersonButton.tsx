import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { selectHumanStageOpen } from '../../reception/receptionSelectors';
import { personAskedFor } from '../../state/chatActions';

/** "Talk to a person": the CONTACT_HUMAN hand-over, asked by the customer; off while the human stage is open. */
export function PersonButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const humanStageOpen = useSelector(selectHumanStageOpen);
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={humanStageOpen}
      onClick={() => dispatch(personAskedFor())}
    >
      {t('answer.talkToPerson')}
    </button>
  );
}
