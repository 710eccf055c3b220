/**
 * Form controls bound to react-final-form: a visible label (marked "(required)" when the form's
 * schema requires the field), `name` equal to the field name, and the field's error under it once
 * touched (or once a submission came back with it), tied to the control with aria-describedby and
 * aria-invalid so a screen reader reads it with the field. The error's line is there, empty, before
 * any error: an error appearing as the focus leaves a field must not move the control being clicked
 * below it (the press lands, the page moves, the release misses, and the click is lost).
 */
import {
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  Switch,
  TextArea,
  type InputGroupProps,
} from '@blueprintjs/core';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { UI } from '@ffc/domain/messages';
import { useRequired } from './formContext';

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

export interface Suggestion {
  /** What the field takes when it is picked. */
  value: string;
  label: string;
  /** Said after the label, quieter: what it is ("Business", "Place"). */
  hint?: string;
  /** The site path it opens, when picking it opens a page (a search's suggestions). */
  path?: string;
}

/** The props of the text input a combobox draws, besides those it sets itself. */
type ComboboxInputProps = Omit<InputGroupProps, 'value' | 'onChange' | 'onKeyDown' | 'onBlur' | 'role' | 'type'>;

/**
 * A text input that offers suggestions as a listbox under it (the WAI-ARIA 1.2 combobox pattern):
 * typing opens it, Up and Down move through it (announced through aria-activedescendant, focus
 * stays in the input), Enter or a click picks, Escape closes. Enter with nothing picked submits the
 * form as usual. A polite live region says how many suggestions there are. Bound to a form by
 * SuggestField, or used on its own (the phone's search box).
 */
export function Combobox({
  id,
  label,
  value,
  onChange,
  onBlur,
  suggestions,
  onPick,
  countText,
  inputProps,
}: {
  id: string;
  /** The field's name as its label says it, which names the list of suggestions. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  suggestions: readonly Suggestion[];
  onPick: (suggestion: Suggestion) => void;
  countText: (count: number) => string;
  inputProps?: ComboboxInputProps;
}) {
  const [open, setOpen] = useState(false);
  const keyOf = (s: Suggestion) => s.path ?? s.value;
  const listKey = suggestions.map(keyOf).join('\n');
  // The highlighted suggestion, of the list it was chosen in: new suggestions start with none.
  const [highlight, setHighlight] = useState({ list: '', index: -1 });
  const active = highlight.list === listKey ? highlight.index : -1;
  const setActive = (next: (index: number) => number) => setHighlight({ list: listKey, index: next(active) });
  const listId = `${id}-suggestions`;
  const shown = open && suggestions.length > 0;
  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(() => -1);
    onPick(suggestion);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (suggestions.length)
      setActive((a) => (a + step + suggestions.length + (a < 0 && step < 0 ? 1 : 0)) % suggestions.length);
  };
  return (
    <div className="suggest-field">
      <InputGroup
        {...inputProps}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        type="text"
        value={value}
        autoComplete="off"
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            move(event.key === 'ArrowDown' ? 1 : -1);
          } else if (event.key === 'Enter' && shown && active >= 0) {
            event.preventDefault();
            pick(suggestions[active]!);
          } else if (event.key === 'Escape' && open) {
            // Closed for good until the next keystroke, even if the suggestions were still on their way.
            if (shown) event.preventDefault();
            setOpen(false);
          }
        }}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={UI.suggestionsFor(label)}
        hidden={!shown}
        className="suggest-list bp6-menu bp6-elevation-2"
      >
        {suggestions.map((suggestion, i) => (
          <li
            key={keyOf(suggestion)}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'suggest-option suggest-option-active' : 'suggest-option'}
            // Keeps the focus in the input, so the click picks before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            {suggestion.label}
            {suggestion.hint && (
              <>
                {' '}
                <span className="suggest-hint">{suggestion.hint}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {shown ? countText(suggestions.length) : ''}
      </span>
    </div>
  );
}

/**
 * A form's text field with a Combobox: picking a suggestion sets the field to its value, then
 * `onPick` runs (to search at once, or to open the suggestion's page).
 */
export function SuggestField({
  name,
  label,
  helperText,
  disabled,
  suggestions,
  onPick,
  countText,
  type = 'text',
}: FieldProps & {
  suggestions: readonly Suggestion[];
  onPick?: (suggestion: Suggestion) => void;
  countText: (count: number) => string;
  type?: 'text' | 'search';
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FieldFrame name={name} label={label} helperText={helperText} meta={meta}>
          {({ id, ...aria }) => (
            <Combobox
              id={id}
              label={label}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              suggestions={suggestions}
              countText={countText}
              onPick={(suggestion) => {
                input.onChange(suggestion.value);
                onPick?.(suggestion);
              }}
              inputProps={{
                ...aria,
                name: input.name,
                onFocus: input.onFocus,
                disabled,
                intent: aria['aria-invalid'] ? Intent.DANGER : Intent.NONE,
                ...(type === 'search' ? { leftIcon: 'search' } : {}),
              }}
            />
          )}
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
