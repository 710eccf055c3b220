/**
 * Form controls bound to react-final-form: a visible label, `name` equal to the field name, and the
 * field's error under it once touched (or once a submission came back with it).
 */
import { FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';

function errorOf(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return meta.touched && meta.error ? String(meta.error) : undefined;
}

interface FieldProps {
  name: string;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

export function TextField({
  name,
  label,
  helperText,
  disabled,
  type = 'text',
  multiline = false,
  autoComplete,
}: FieldProps & { type?: 'text' | 'password' | 'email' | 'url' | 'tel' | 'number'; multiline?: boolean; autoComplete?: string }) {
  const id = `field-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = errorOf(meta);
        return (
          <FormGroup label={label} labelFor={id} helperText={error ?? helperText} intent={error ? Intent.DANGER : Intent.NONE}>
            {multiline ? (
              <TextArea
                {...input}
                id={id}
                value={input.value ?? ''}
                fill
                rows={4}
                disabled={disabled}
                intent={error ? Intent.DANGER : Intent.NONE}
                aria-invalid={!!error}
              />
            ) : (
              <InputGroup
                {...input}
                id={id}
                type={type}
                value={input.value ?? ''}
                disabled={disabled}
                autoComplete={autoComplete}
                intent={error ? Intent.DANGER : Intent.NONE}
                aria-invalid={!!error}
              />
            )}
          </FormGroup>
        );
      }}
    </Field>
  );
}

/** A number input whose value is a number, or null when blank (a text that is not a number stays, for the schema to refuse). */
export function NumberField({ name, label, helperText, disabled, step = 1 }: FieldProps & { step?: number }) {
  const id = `field-${name}`;
  return (
    <Field<number | string | null>
      name={name}
      parse={(value: unknown) => (value === '' || value == null ? null : Number.isNaN(Number(value)) ? String(value) : Number(value))}
      format={(value) => (value == null ? '' : String(value))}
    >
      {({ input, meta }) => {
        const error = errorOf(meta);
        return (
          <FormGroup label={label} labelFor={id} helperText={error ?? helperText} intent={error ? Intent.DANGER : Intent.NONE}>
            <InputGroup
              {...input}
              id={id}
              type="number"
              inputMode="decimal"
              step={step}
              min={0}
              value={input.value == null ? '' : String(input.value)}
              disabled={disabled}
              intent={error ? Intent.DANGER : Intent.NONE}
              aria-invalid={!!error}
            />
          </FormGroup>
        );
      }}
    </Field>
  );
}

export interface SelectOption<Id extends number | string = number> {
  id: Id;
  name: string;
}

/** A native select whose first option is the placeholder; the value is the chosen option's id (a number, or a word) or null. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  helperText,
  disabled,
}: FieldProps & { options: readonly SelectOption<number | string>[]; placeholder: string }) {
  const id = `field-${name}`;
  return (
    <Field<number | string | null>
      name={name}
      parse={(value: unknown) => (value === '' || value == null ? null : (options.find((o) => String(o.id) === String(value))?.id ?? Number(value)))}
      format={(value) => (value == null ? '' : String(value))}
    >
      {({ input, meta }) => {
        const error = errorOf(meta);
        return (
          <FormGroup label={label} labelFor={id} helperText={error ?? helperText} intent={error ? Intent.DANGER : Intent.NONE}>
            <HTMLSelect
              id={id}
              name={input.name}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              fill
              disabled={disabled}
              aria-invalid={!!error}
            >
              <option value="">{placeholder}</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        );
      }}
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
