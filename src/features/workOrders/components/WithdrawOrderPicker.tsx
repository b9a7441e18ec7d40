import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFullTime, useLocaleTag } from '../../../lib/i18n/format';
import { LIMITS } from '../../../protocol/codes';
import type { WithdrawOrder } from '../../../protocol/orders';
import { isAppealable } from '../../../protocol/workOrderFiling';
import { formatMoney } from '../../../protocol/money';
import { withdrawStatusKey } from '../workOrderRules';
import '../workOrders.css';
import '../../../ui/forms.css';

interface WithdrawOrderPickerProps {
  orders: readonly WithdrawOrder[];
  selected: readonly string[];
  onToggle: (orderId: string) => void;
  /** A translation key: the refusal to show (e.g. errors.tooManyOrders). */
  errorKey?: string | null;
  legend: string;
  /** Orders that cannot be ticked here (e.g. not appealable). */
  isDisabled?: (order: WithdrawOrder) => boolean;
  /** An answered or superseded picker: shows what was picked, takes no input and no Tab stop. */
  readOnly?: boolean;
}

/**
 * Spec §2, §4: each order's number, amount, time and status; at most 3 ticked (checkboxes, keyboard usable).
 * A refusal shows right under the order the customer just tried to tick (else above the list), and is
 * scrolled into view: below a long list it would be off-screen on a phone.
 */
export function WithdrawOrderPicker({
  orders,
  selected,
  onToggle,
  errorKey,
  legend,
  isDisabled,
  readOnly = false,
}: WithdrawOrderPickerProps) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [lastTried, setLastTried] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [errorKey, lastTried]);
  const errorAt = errorKey ? (orders.some((order) => order.order_id === lastTried) ? lastTried : 'top') : null;
  const error = errorKey && (
    <p id={errorId} ref={errorRef} className="form-error order-picker__error" role="alert">
      {t(errorKey)}
    </p>
  );
  return (
    <fieldset
      className={`order-picker${readOnly ? ' order-picker--done' : ''}`}
      aria-describedby={errorKey ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="order-picker__legend">{legend}</legend>
      <p id={hintId} className="order-picker__hint">
        {t('workOrders.picker.hint', { count: LIMITS.maxWithdrawalOrders })}
      </p>
      {errorAt === 'top' && error}
      <ul className="order-picker__list">
        {orders.map((order) => {
          const inputId = `${id}-${order.order_id}`;
          const checked = selected.includes(order.order_id);
          return (
            // The whole row toggles: a tap on the status line or beside the label too.
            <li
              key={order.order_id}
              className={`order-picker__order${checked ? ' order-picker__order--checked' : ''}`}
              onClick={(event) => {
                const target = event.target as Element;
                if (!target.closest('input, label')) target.closest('li')?.querySelector('input')?.click();
              }}
            >
              <input
                id={inputId}
                type="checkbox"
                className="order-picker__check"
                checked={checked}
                disabled={readOnly || (isDisabled?.(order) ?? false)}
                aria-describedby={`${inputId}-status${errorKey ? ` ${errorId}` : ''}`}
                onChange={() => {
                  setLastTried(order.order_id);
                  onToggle(order.order_id);
                }}
              />
              <label htmlFor={inputId} className="order-picker__label">
                <span className="order-picker__no">{order.order_no}</span>
                <span className="order-picker__amount">{formatMoney(order.amount, order.currency, localeTag)}</span>
                <span className="order-picker__time">{formatFullTime(order.created_at, localeTag)}</span>
              </label>
              <span
                id={`${inputId}-status`}
                className={`order-status order-status--${order.status}${order.appealed ? ' order-status--appealed' : ''}`}
              >
                {t(withdrawStatusKey(order))}
                {order.status === 'in_progress' && (
                  <span className="order-status__note"> {t('workOrders.status.payoutTime')}</span>
                )}
                {isAppealable(order) && <span className="order-status__note"> {t('workOrders.status.canAppeal')}</span>}
              </span>
              {errorAt === order.order_id && error}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
