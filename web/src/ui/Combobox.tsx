/**
 * Suggestions as one types: Combobox, a text input with a listbox of suggestions under it, and
 * SuggestField, the same bound to a form's field.
 */
import { InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { useState, type FocusEvent } from 'react';
import { Field } from 'react-final-form';
import { UI } from '@ffc/domain/messages';
import { FieldFrame, type FieldProps } from './fields';

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
