/**
 * A search's text field with suggestions as one types (entries, places, types): picking one opens
 * its page; Enter with none picked searches the text as typed. The lists' filter and the home page.
 */
import { useField } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import type { ListedKind } from '@ffc/domain/lists';
import { UI } from '@ffc/domain/messages';
import { SuggestField } from '../ui/Combobox';
import { useSearchSuggestions } from './useSearchSuggestions';

export function SearchTextField({
  kind,
  label,
  helperText,
  name = 'searchText',
}: {
  kind: ListedKind | null;
  label: string;
  helperText?: string;
  name?: string;
}) {
  const typed = useField<string | null>(name, { subscription: { value: true } }).input.value;
  const suggestions = useSearchSuggestions(typed, kind);
  const navigate = useNavigate();
  return (
    <SuggestField
      name={name}
      label={label}
      helperText={helperText}
      type="search"
      suggestions={suggestions}
      countText={UI.suggestionsFound}
      onPick={(suggestion) => {
        if (suggestion.path) void navigate(suggestion.path);
      }}
    />
  );
}
