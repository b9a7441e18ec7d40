import { useTranslation } from 'react-i18next';
import type { ProductRef } from '../../protocol/customerProfiles';
import { LOCALE_CODES, type LocaleCode } from '../../protocol/locales';
import { productText } from '../names';
import { languageLabel, type Scope } from './scope';

interface ScopePickerProps {
  /** The products of the agent's company. */
  products: readonly ProductRef[];
  scope: Scope;
  onChange: (scope: Scope) => void;
}

/** Which product's help centre, in which language. */
export function ScopePicker({ products, scope, onChange }: ScopePickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="help-centre__scope">
      <label>
        {t('helpCentre.product')}
        <select value={scope.productId} onChange={(event) => onChange({ ...scope, productId: event.target.value })}>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {productText(product, t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('helpCentre.language')}
        <select
          value={scope.language}
          onChange={(event) => onChange({ ...scope, language: event.target.value as LocaleCode })}
        >
          {LOCALE_CODES.map((code) => (
            <option key={code} value={code}>
              {languageLabel(code, i18n.language, t)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
