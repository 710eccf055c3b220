/**
 * Form controls bound to react-final-form: a visible label (marked "(required)" when the form's
 * schema requires the field), `name` equal to the field name, and the field's error under it once
 * touched (or once a submission came back with it), tied to the control with aria-describedby and
 * aria-invalid so a screen reader reads it with the field. The error's line is there, empty, before
 * any error: an error appearing as the focus leaves a field must not move the control being clicked
 * below it (the press lands, the page moves, the release misses, and the click is lost).
 * Suggestions as one types (Combobox, SuggestField) are in Combobox.tsx.
 */
import { Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Radio, Switch, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { UI } from '@ffc/domain/messages';
import { useRequired } from './formContext';

function errorOf(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return meta.touched && meta.error ? String(meta.error) : undefined;
}

export interface FieldProps {
  name: string;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** The label, the control and its help or error; `control` gets the ARIA attributes that tie them together. */
export function FieldFrame({
  name,
  label,
  helperText,
  meta,
  children,
}: {
  name: string;
  label: string;
  helperText?: ReactNode;
  meta: FieldMetaState<unknown>;
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-required'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = `field-${name}`;
  const required = useRequired(name);
  const error = errorOf(meta);
  const describedBy = error || helperText ? `${id}-help` : undefined;
  return (
    <FormGroup
      helperText={describedBy ? <span id={describedBy}>{error ?? helperText}</span> : <span aria-hidden="true" />}
      intent={error ? Intent.DANGER : Intent.NONE}
      className={error ? 'field-invalid' : undefined}
    >
      <div className="field-label">
        <label className="bp6-label" htmlFor={id}>
          {label}
        </label>
        {/* Seen by everyone; screen readers hear aria-required on the control instead,
            and the label stays the name. */}
        {required && (
          <span className="field-required" aria-hidden="true">
            {UI.requiredMark}
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': !!error,
        ...(required ? { 'aria-required': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
    </FormGroup>
  );
}

export function TextField({
  name,
  label,
  helperText,
  disabled,
  type = 'text',
  multiline = false,
  autoComplete,
}: FieldProps & {
  type?: 'text' | 'password' | 'email' | 'url' | 'tel' | 'number' | 'search';
  multiline?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FieldFrame name={name} label={label} helperText={helperText} meta={meta}>
          {(aria) =>
            multiline ? (
              <TextArea
                {...input}
                {...aria}
                value={input.value ?? ''}
                fill
                rows={4}
                disabled={disabled}
                intent={aria['aria-invalid'] ? Intent.DANGER : Intent.NONE}
              />
            ) : (
              <InputGroup
                {...input}
                {...aria}
                type={type}
                value={input.value ?? ''}
                disabled={disabled}
                autoComplete={autoComplete}
                intent={aria['aria-invalid'] ? Intent.DANGER : Intent.NONE}
              />
            )
          }
        </FieldFrame>
      )}
    </Field>
  );
}

/**
 * A number input whose value is a number, or null when blank (a text that is not a number stays, for the schema to
 * refuse).
 */
export function NumberField({ name, label, helperText, disabled, step = 1 }: FieldProps & { step?: number }) {
  return (
    <Field<number | string | null>
      name={name}
      parse={(value: string | null) =>
        value === '' || value == null ? null : Number.isNaN(Number(value)) ? value : Number(value)
      }
      format={(value) => (value == null ? '' : String(value))}
    >
      {({ input, meta }) => (
        <FieldFrame name={name} label={label} helperText={helperText} meta={meta}>
          {(aria) => (
            <InputGroup
              {...input}
              {...aria}
              type="number"
              inputMode="decimal"
              step={step}
              min={0}
              value={input.value == null ? '' : String(input.value)}
              disabled={disabled}
              intent={aria['aria-invalid'] ? Intent.DANGER : Intent.NONE}
            />
          )}
        </FieldFrame>
      )}
    </Field>
  );
}

export interface SelectOption<Id extends number | string = number> {
  id: Id;
  name: string;
}

/**
 * A native select whose first option is the placeholder; the value is the chosen option's id (a number, or a word) or
 * null.
 */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  helperText,
  disabled,
}: FieldProps & { options: readonly SelectOption<number | string>[]; placeholder: string }) {
  return (
    <Field<number | string | null>
      name={name}
      parse={(value: string | null) =>
        value === '' || value == null ? null : (options.find((o) => String(o.id) === value)?.id ?? Number(value))
      }
      format={(value) => (value == null ? '' : String(value))}
    >
      {({ input, meta }) => (
        <FieldFrame name={name} label={label} helperText={helperText} meta={meta}>
          {(aria) => (
            <HTMLSelect
              {...aria}
              name={input.name}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              fill
              disabled={disabled}
            >
              <option value="">{placeholder}</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </HTMLSelect>
          )}
        </FieldFrame>
      )}
    </Field>
  );
}

export function SwitchField({ name, label, disabled }: FieldProps) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <Switch
          name={input.name}
          checked={!!input.checked}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          label={label}
          disabled={disabled}
        />
      )}
    </Field>
  );
}

/**
 * A set of keys to choose from, as checkboxes in a group named by `label` (a fieldset and legend):
 * the field holds the chosen keys, in the options' order.
 */
export function CheckboxGroupField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { key: string; label: string }[];
}) {
  return (
    <Field<string[]> name={name}>
      {({ input, meta }) => {
        const chosen = new Set(Array.isArray(input.value) ? input.value : []);
        const toggle = (key: string, on: boolean) =>
          input.onChange(options.map((o) => o.key).filter((k) => (k === key ? on : chosen.has(k))));
        const error = errorOf(meta);
        return (
          <fieldset className="checkbox-group" aria-describedby={error ? `field-${name}-help` : undefined}>
            <legend className="bp6-label">{label}</legend>
            {options.map((option) => (
              <Checkbox
                key={option.key}
                name={name}
                value={option.key}
                checked={chosen.has(option.key)}
                label={option.label}
                onChange={(event) => toggle(option.key, event.currentTarget.checked)}
              />
            ))}
            {/* The line is kept empty until an error fills it, so the checkboxes never move. */}
            <div
              id={`field-${name}-help`}
              className="bp6-form-helper-text field-invalid"
              aria-hidden={error ? undefined : true}
            >
              {error}
            </div>
          </fieldset>
        );
      }}
    </Field>
  );
}

/**
 * One key of a few, as radio buttons in a group named by `label` (a fieldset and legend): Tab
 * reaches the group, the arrow keys choose within it (native radios).
 */
export function RadioGroupField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { key: string; label: string; help?: string }[];
}) {
  const required = useRequired(name);
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = errorOf(meta);
        const help = `field-${name}-help`;
        return (
          <fieldset
            role="radiogroup"
            className="radio-group"
            aria-labelledby={`field-${name}-legend`}
            aria-describedby={error ? help : undefined}
            aria-required={required || undefined}
          >
            <legend id={`field-${name}-legend`} className="bp6-label">
              {label}
              {required && (
                <span className="field-required" aria-hidden="true">
                  {' '}
                  {UI.requiredMark}
                </span>
              )}
            </legend>
            {options.map((option) => (
              <Radio
                key={option.key}
                name={name}
                value={option.key}
                checked={input.value === option.key}
                onChange={() => input.onChange(option.key)}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                // The first invalid control takes focus after a failed submit (SchemaForm).
                aria-invalid={error ? true : undefined}
                labelElement={
                  option.help ? (
                    <>
                      <strong>{option.label}</strong> <span className="radio-help">{option.help}</span>
                    </>
                  ) : (
                    option.label
                  )
                }
              />
            ))}
            {/* Kept empty until an error fills it, so the choices never move. */}
            <div id={help} className="bp6-form-helper-text field-invalid" aria-hidden={error ? undefined : true}>
              {error}
            </div>
          </fieldset>
        );
      }}
    </Field>
  );
}
