import { LOCALE_CODES, type LocaleCode } from '../../protocol/locales';
import { languageLabel, PRODUCT_IDS, type Scope } from './scope';

interface ScopePickerProps {
  scope: Scope;
  onChange: (scope: Scope) => void;
}

/** Which product's help centre, in which language. */
export function ScopePicker({ scope, onChange }: ScopePickerProps) {
  return (
    <div className="help-centre__scope">
      <label>
        Product
        <select value={scope.productId} onChange={(event) => onChange({ ...scope, productId: event.target.value })}>
          {PRODUCT_IDS.map((id) => (
            <option key={id} value={id}>
              Product {id}
            </option>
          ))}
        </select>
      </label>
      <label>
        Language
        <select
          value={scope.language}
          onChange={(event) => onChange({ ...scope, language: event.target.value as LocaleCode })}
        >
          {LOCALE_CODES.map((code) => (
            <option key={code} value={code}>
              {languageLabel(code)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
