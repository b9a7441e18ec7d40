import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { errorCodeOf } from '../../../api/apiError';
import { errorMessageKey } from '../../../lib/i18n/errorMessages';
import { selectUserId } from '../../../session/sessionSelectors';
import { selectNickname, selectProductId } from '../../../session/screenSelectors';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useUploads } from '../../../uploads/useUploads';
import { ERROR_CODE, WORK_ORDER_KIND } from '../../../protocol/codes';
import {
  MAX_WORK_ORDER_IMAGES,
  MAX_WORK_ORDER_MATERIALS,
  TOP_UP_SCREENSHOTS,
  WORK_ORDER_TYPE,
} from '../../../protocol/workOrderFiling';
import { Dialog } from '../../../ui/Dialog';
import { workOrderFormClosed } from '../workOrderActions';
import {
  emptyFields,
  fieldOfErrorCode,
  filingOf,
  validateWorkOrder,
  workOrderTitleKey,
  type FieldErrors,
  type FieldName,
  type WorkOrderFields,
} from '../workOrderRules';
import { selectOpenWorkOrderForm } from '../workOrderSelectors';
import { workOrdersApi } from '../workOrdersApi';
import type { OpenForm } from '../workOrdersSlice';
import { FilesField } from './form/FilesField';
import { FieldError, useFieldIds, type SectionProps } from './form/formFields';
import { OrdersSection } from './form/OrdersSection';
import { PaymentSection } from './form/PaymentSection';
import { TechnicalSection } from './form/TechnicalSection';
import { TopUpSection } from './form/TopUpSection';
import { useWorkOrderDraft } from './form/useWorkOrderDraft';
import '../workOrders.css';

/** The open work-order form, if any; `groupId` is the customer's support group, filed with the work order. */
export function WorkOrderFormHost({ groupId }: { groupId: string | null }) {
  const form = useSelector(selectOpenWorkOrderForm);
  return form ? <WorkOrderForm key={`${form.kind}-${form.type}`} form={form} groupId={groupId} /> : null;
}

/** What differs between the form kinds: the section of fields, and the files it takes. */
function layoutOf(form: OpenForm) {
  const images = {
    maxFiles: MAX_WORK_ORDER_IMAGES,
    filesKey: 'workOrders.form.images',
    hintKey: 'workOrders.form.filesHint',
    video: false,
  };
  if (form.kind === WORK_ORDER_KIND.technical)
    return {
      Section: TechnicalSection,
      maxFiles: MAX_WORK_ORDER_MATERIALS,
      filesKey: 'workOrders.form.materials',
      hintKey: 'workOrders.form.filesHint',
      video: true,
    };
  if (form.type === WORK_ORDER_TYPE.topUp)
    return {
      Section: TopUpSection,
      maxFiles: TOP_UP_SCREENSHOTS,
      filesKey: 'workOrders.form.screenshots',
      hintKey: 'workOrders.form.screenshotsHint',
      video: false,
    };
  if (form.type === WORK_ORDER_TYPE.appeal || form.type === WORK_ORDER_TYPE.withdrawal)
    return { ...images, Section: OrdersSection };
  return { ...images, Section: PaymentSection };
}

export function WorkOrderForm({ form, groupId }: { form: OpenForm; groupId: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const who = {
    productId: useSelector(selectProductId),
    userId: useSelector(selectUserId),
    nickname: useSelector(selectNickname),
  };
  const [fileWorkOrder, filing] = workOrdersApi.useSubmitWorkOrderMutation();
  const layout = layoutOf(form);
  const [fields, setFields] = useState<WorkOrderFields>({ ...emptyFields, withdrawOrderIds: form.orderIds });
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = useFieldIds(errors);
  const uploads = useUploads({ kind: layout.video ? 'any' : 'image' });
  const images = uploads.urls;
  const imagesKey = images.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- images by value
  const current: WorkOrderFields = useMemo(() => ({ ...fields, images }), [fields, imagesKey]);
  const draft = useWorkOrderDraft({
    form,
    current,
    onRestore: (restored) => {
      // Orders the AI named for this form win over the draft's.
      setFields((now) => ({
        ...restored,
        withdrawOrderIds: form.orderIds.length > 0 ? now.withdrawOrderIds : restored.withdrawOrderIds,
      }));
      uploads.restore(restored.images);
    },
  });

  const section: SectionProps = {
    form,
    fields: current,
    errors,
    ids,
    change: (name, value) => {
      draft.markEdited();
      setFields((old) => ({ ...old, [name]: value }));
      setErrors((old) => ({ ...old, [name]: undefined, form: undefined }));
    },
    refuse: (name, key) => setErrors((old) => ({ ...old, [name]: key })),
    clear: (name) => setErrors((old) => ({ ...old, [name]: undefined })),
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWorkOrder(form.kind, form.type, current);
    if (uploads.items.some((item) => item.status === 'uploading')) found.images = 'uploads.waitForUploads';
    setErrors(found);
    if (Object.values(found).some(Boolean) || !who.productId || !who.userId) return;
    try {
      await fileWorkOrder(
        filingOf(
          { productId: who.productId, userId: who.userId, nickname: who.nickname, groupId: groupId ?? '' },
          form.kind,
          form.type,
          current,
        ),
      ).unwrap();
      draft.discard();
    } catch (error) {
      const code = errorCodeOf(error);
      const field: FieldName = code === ERROR_CODE.alreadySubmitted ? 'form' : fieldOfErrorCode(code);
      setErrors({ [field]: errorMessageKey(code) });
    }
  };

  return (
    <Dialog title={t(workOrderTitleKey(form.kind, form.type))} onClose={() => dispatch(workOrderFormClosed())}>
      <form className="wo-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <layout.Section {...section} />
        <FilesField
          label={t(layout.filesKey)}
          hint={t(layout.hintKey, { count: layout.maxFiles })}
          video={layout.video}
          maxFiles={layout.maxFiles}
          uploads={uploads}
          errors={errors}
          ids={ids}
          onEdit={() => {
            draft.markEdited();
            setErrors((old) => ({ ...old, images: undefined }));
          }}
        />
        <FieldError name="form" errors={errors} ids={ids} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => dispatch(workOrderFormClosed())}>
            {t('workOrders.form.close')}
          </button>
          <button type="submit" className="button button--primary" disabled={filing.isLoading}>
            {filing.isLoading ? t('workOrders.form.submitting') : t('workOrders.form.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
