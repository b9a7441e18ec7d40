import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../api/apiError';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessageKey } from '../../../i18n/errorMessages';
import { ERROR_CODE, LIMITS, WORK_ORDER_KIND } from '../../../protocol/codes';
import { isAppealable, MAX_WORK_ORDER_IMAGES, MAX_WORK_ORDER_MATERIALS, TOP_UP_SCREENSHOTS, WORK_ORDER_TYPE } from '../../../protocol/orders';
import { Dialog } from '../../../ui/Dialog';
import { selectSupportGroupId } from '../../chat/chatSelectors';
import { AttachmentPickers } from '../../uploads/components/AttachmentPickers';
import { UploadList } from '../../uploads/components/UploadList';
import { useUploads } from '../../uploads/useUploads';
import { workOrderFormClosed } from '../workOrderActions';
import { selectOpenWorkOrderForm } from '../workOrderSelectors';
import { checkTopUpOrderNo, emptyFields, toggleWithdrawOrder, fieldOfErrorCode, fieldsOfDraft, filingOf, validateWorkOrder, workOrderTitleKey, type FieldErrors, type FieldName, type WorkOrderFields } from '../workOrderRules';
import { workOrdersApi } from '../workOrdersApi';
import type { OpenForm } from '../workOrdersSlice';
import { WithdrawOrderPicker } from './WithdrawOrderPicker';
import '../workOrders.css';

/** Draft saves wait this long after the last keystroke. */
export const DRAFT_SAVE_DELAY_MS = 800;
export const BUG_TYPES = ['1', '2', '3', '4', '5'] as const;

/** The open work-order form, if any (rendered by the composer, lazily). */
export default function WorkOrderFormHost() {
  const form = useAppSelector(selectOpenWorkOrderForm);
  return form ? <WorkOrderForm key={`${form.kind}-${form.type}`} form={form} /> : null;
}

interface FormProps {
  form: OpenForm;
}

export function WorkOrderForm({ form }: FormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const session = useAppSelector((state) => state.session);
  const groupId = useAppSelector(selectSupportGroupId);
  const [saveDraft] = workOrdersApi.useWorkOrderDraftMutation();
  const [fileWorkOrder, filing] = workOrdersApi.useSubmitWorkOrderMutation();
  const technical = form.kind === WORK_ORDER_KIND.technical;
  const topUp = !technical && form.type === WORK_ORDER_TYPE.topUp;
  const needsOrders = !technical && (form.type === WORK_ORDER_TYPE.appeal || form.type === WORK_ORDER_TYPE.withdrawal);
  const [fields, setFields] = useState<WorkOrderFields>({ ...emptyFields, withdrawOrderIds: form.orderIds });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [orderChecked, setOrderChecked] = useState<string | null>(null);
  const restored = useRef(false);
  const edited = useRef(false);
  const uploads = useUploads({ kind: technical ? 'any' : 'image' });

  // Restore the draft once (after a reconnect or a reload nothing typed is lost).
  useEffect(() => {
    let live = true;
    saveDraft({ kind: form.kind, type: form.type })
      .unwrap()
      .then(
        (answer) => {
          if (!live || !answer.draft) return;
          const draft = fieldsOfDraft(answer.draft);
          setFields((current) => ({
            ...draft,
            withdrawOrderIds: form.orderIds.length > 0 ? current.withdrawOrderIds : draft.withdrawOrderIds,
          }));
          uploads.restore(draft.images);
        },
        () => undefined,
      )
      .finally(() => {
        restored.current = true;
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened form
  }, []);

  const images = uploads.urls;
  const imagesKey = images.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- images by value
  const current: WorkOrderFields = useMemo(() => ({ ...fields, images }), [fields, imagesKey]);

  // Debounced draft save while typing.
  const draftJson = JSON.stringify(current);
  useEffect(() => {
    if (!restored.current || !edited.current) return;
    const timer = setTimeout(() => {
      void saveDraft({ kind: form.kind, type: form.type, draft: JSON.parse(draftJson) as Record<string, unknown> });
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftJson, form.kind, form.type, saveDraft]);

  const change = <K extends keyof WorkOrderFields>(name: K, value: WorkOrderFields[K]) => {
    edited.current = true;
    setFields((old) => ({ ...old, [name]: value }));
    setErrors((old) => ({ ...old, [name]: undefined, form: undefined }));
  };

  const checkOrderNumber = useCallback(async () => {
    const local = checkTopUpOrderNo(fields.payOrderSn);
    if (local === 'required') return;
    if (local !== null) {
      setErrors((old) => ({ ...old, payOrderSn: errorMessageKey(local) }));
      return;
    }
    try {
      await saveDraft({ kind: form.kind, type: form.type, check: true, draft: { ...current, payOrderSn: fields.payOrderSn } }).unwrap();
      setOrderChecked(fields.payOrderSn);
    } catch (error) {
      const code = errorCodeOf(error);
      setErrors((old) => ({ ...old, payOrderSn: errorMessageKey(code) }));
    }
  }, [current, fields.payOrderSn, form.kind, form.type, saveDraft]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWorkOrder(form.kind, form.type, current);
    if (uploads.items.some((item) => item.status === 'uploading')) found.images = 'uploads.waitForUploads';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (!session.productId || !session.userId) return;
    try {
      await fileWorkOrder(filingOf({ productId: session.productId, userId: session.userId, nickname: session.nickname, groupId: groupId ?? '' }, form.kind, form.type, current)).unwrap();
      void saveDraft({ kind: form.kind, type: form.type, draft: null });
    } catch (error) {
      const code = errorCodeOf(error);
      const field: FieldName = code === ERROR_CODE.alreadySubmitted ? 'form' : fieldOfErrorCode(code);
      setErrors({ [field]: errorMessageKey(code) });
    }
  };

  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const describedBy = (name: FieldName, hint?: string) => [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (name: FieldName) =>
    errors[name] ? (
      <p id={errorId(name)} className="form-error" role="alert">
        {t(errors[name])}
      </p>
    ) : null;
  const maxFiles = technical ? MAX_WORK_ORDER_MATERIALS : topUp ? TOP_UP_SCREENSHOTS : MAX_WORK_ORDER_IMAGES;
  const orders = form.withdrawOrders;
  const title = t(workOrderTitleKey(form.kind, form.type));

  return (
    <Dialog title={title} onClose={() => dispatch(workOrderFormClosed())}>
      <form className="wo-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {needsOrders && orders.length > 0 && (
          <WithdrawOrderPicker
            orders={orders}
            selected={fields.withdrawOrderIds}
            legend={t('workOrders.form.orders')}
            errorKey={errors.withdrawOrderIds ?? null}
            isDisabled={form.type === WORK_ORDER_TYPE.appeal ? (order) => !isAppealable(order) && !fields.withdrawOrderIds.includes(order.order_id) : undefined}
            onToggle={(orderId) => {
              const next = toggleWithdrawOrder(fields.withdrawOrderIds, orderId);
              if (next.error) setErrors((old) => ({ ...old, withdrawOrderIds: errorMessageKey(next.error) }));
              else change('withdrawOrderIds', next.selected);
            }}
          />
        )}
        {needsOrders && orders.length === 0 && fieldError('withdrawOrderIds')}
        {topUp && (
          <div className="wo-field">
            <label htmlFor={`${id}-order`}>{t('workOrders.form.orderNo')}</label>
            <input
              id={`${id}-order`}
              className="wo-input"
              autoComplete="off"
              inputMode="text"
              value={fields.payOrderSn}
              aria-invalid={errors.payOrderSn ? true : undefined}
              aria-describedby={describedBy('payOrderSn', `${id}-order-hint`)}
              onChange={(event) => {
                setOrderChecked(null);
                change('payOrderSn', event.target.value);
              }}
              onBlur={() => void checkOrderNumber()}
            />
            <p id={`${id}-order-hint`} className="wo-hint">
              {orderChecked && orderChecked === fields.payOrderSn && !errors.payOrderSn ? t('workOrders.form.orderNoOk') : t('workOrders.form.orderNoHint')}
            </p>
            {fieldError('payOrderSn')}
          </div>
        )}
        {technical && (
          <div className="wo-field">
            <label htmlFor={`${id}-bug`}>{t('workOrders.form.bugType')}</label>
            <select
              id={`${id}-bug`}
              className="wo-input"
              value={fields.bugType}
              aria-invalid={errors.bugType ? true : undefined}
              aria-describedby={describedBy('bugType')}
              onChange={(event) => change('bugType', event.target.value)}
            >
              <option value="">{t('workOrders.form.bugTypeChoose')}</option>
              {BUG_TYPES.map((bug) => (
                <option key={bug} value={bug}>
                  {t(`workOrders.bugTypes.${bug}`)}
                </option>
              ))}
            </select>
            {fieldError('bugType')}
          </div>
        )}
        <div className="wo-field">
          <label htmlFor={`${id}-text`}>{technical ? t('workOrders.form.remark') : topUp ? t('workOrders.form.reasonOptional') : t('workOrders.form.reason')}</label>
          <textarea
            id={`${id}-text`}
            className="wo-input wo-input--area"
            rows={3}
            required={!topUp}
            maxLength={LIMITS.maxTextChars}
            value={technical ? fields.remark : fields.reason}
            aria-invalid={errors[technical ? 'remark' : 'reason'] ? true : undefined}
            aria-describedby={describedBy(technical ? 'remark' : 'reason')}
            onChange={(event) => change(technical ? 'remark' : 'reason', event.target.value)}
          />
          {fieldError(technical ? 'remark' : 'reason')}
        </div>
        {!technical && !topUp && (
          <div className="wo-field">
            <label htmlFor={`${id}-amount`}>{t('workOrders.form.amount')}</label>
            <input
              id={`${id}-amount`}
              className="wo-input"
              inputMode="decimal"
              value={fields.appealAmount}
              aria-invalid={errors.appealAmount ? true : undefined}
              aria-describedby={describedBy('appealAmount')}
              onChange={(event) => change('appealAmount', event.target.value)}
            />
            {fieldError('appealAmount')}
          </div>
        )}
        <div className="wo-field" role="group" aria-labelledby={`${id}-files`} aria-describedby={describedBy('images', `${id}-files-hint`)}>
          <p id={`${id}-files`} className="wo-field__label">
            {technical ? t('workOrders.form.materials') : topUp ? t('workOrders.form.screenshots') : t('workOrders.form.images')}
          </p>
          <p id={`${id}-files-hint`} className="wo-hint">
            {topUp ? t('workOrders.form.screenshotsHint', { count: TOP_UP_SCREENSHOTS }) : t('workOrders.form.filesHint', { count: maxFiles })}
          </p>
          <AttachmentPickers
            video={technical}
            multiple
            disabled={uploads.items.filter((item) => item.status !== 'refused' && item.status !== 'failed').length >= maxFiles}
            onFiles={(files, kind) => {
              edited.current = true;
              setErrors((old) => ({ ...old, images: undefined }));
              uploads.add(files, kind);
            }}
          />
          <UploadList items={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} onRemove={(key) => {
            edited.current = true;
            uploads.remove(key);
          }} />
          {fieldError('images')}
        </div>
        {fieldError('form')}
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
