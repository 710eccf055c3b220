/**
 * The review form's verdict on each of a kind's accommodations: true on the visit, not true, or not
 * checked. It holds the two lists the review sends, `confirmedAccommodations` and
 * `disputedAccommodations`, so a key is never in both.
 */
import { Radio } from '@blueprintjs/core';
import { useField } from 'react-final-form';
import { type Accommodation } from '@ffc/domain/accommodations';
import { UI } from '@ffc/domain/messages';

type Verdict = 'true' | 'not-true' | 'unchecked';

const VERDICTS: readonly { value: Verdict; label: string }[] = [
  { value: 'true', label: UI.checks.trueOnVisit },
  { value: 'not-true', label: UI.checks.notTrueOnVisit },
  { value: 'unchecked', label: UI.checks.notChecked },
];

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];

export function VisitVerdictsField({ options }: { options: readonly Accommodation[] }) {
  const confirmed = useField<string[]>('confirmedAccommodations');
  const disputed = useField<string[]>('disputedAccommodations');
  const yes = listOf(confirmed.input.value);
  const no = listOf(disputed.input.value);
  // final-form's submit errors are the server's messages (strings)
  const submitError = typeof disputed.meta.submitError === 'string' ? disputed.meta.submitError : undefined;
  const error =
    (disputed.meta.touched || disputed.meta.submitFailed) && typeof disputed.meta.error === 'string'
      ? disputed.meta.error
      : submitError;
  const set = (key: string, verdict: Verdict) => {
    const keys = options.map((o) => o.key);
    confirmed.input.onChange(keys.filter((k) => (k === key ? verdict === 'true' : yes.includes(k))));
    disputed.input.onChange(keys.filter((k) => (k === key ? verdict === 'not-true' : no.includes(k))));
  };
  return (
    <fieldset className="visit-verdicts" aria-describedby={error ? 'field-disputedAccommodations-help' : undefined}>
      <legend className="bp6-label">{UI.checks.onYourVisit}</legend>
      {options.map((option) => {
        const current: Verdict = yes.includes(option.key) ? 'true' : no.includes(option.key) ? 'not-true' : 'unchecked';
        return (
          <fieldset key={option.key} className="visit-verdict">
            <legend>{option.label}</legend>
            {VERDICTS.map((v) => (
              <Radio
                key={v.value}
                inline
                name={`verdict-${option.key}`}
                value={v.value}
                label={v.label}
                checked={current === v.value}
                onChange={() => set(option.key, v.value)}
              />
            ))}
          </fieldset>
        );
      })}
      <div
        id="field-disputedAccommodations-help"
        className="bp6-form-helper-text field-invalid"
        aria-hidden={error ? undefined : true}
      >
        {error}
      </div>
    </fieldset>
  );
}
