/**
 * The phone's search box above a list's results, with suggestions as one types (for the entry kinds):
 * picking one opens its page, Search (or Enter with none picked) searches the text as typed.
 */
import { Button, Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListedKind } from '@ffc/domain/lists';
import { UI } from '@ffc/domain/messages';
import { Combobox } from '../ui/Combobox';
import { useSearchSuggestions } from './useSearchSuggestions';

export function QuickSearch({
  title,
  searchText,
  kind,
  onSearch,
}: {
  title: string;
  searchText: string;
  kind: ListedKind | null;
  onSearch: (text: string) => void;
}) {
  const [typed, setTyped] = useState(searchText);
  // Reset and Back show what the list was searched for (state adjusted while rendering, as React advises).
  const [searched, setSearched] = useState(searchText);
  if (searched !== searchText) {
    setSearched(searchText);
    setTyped(searchText);
  }
  const suggestions = useSearchSuggestions(typed, kind, kind != null);
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      className="list-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed);
      }}
    >
      <Combobox
        id={`${id}-search`}
        label={UI.searchList(title)}
        value={typed}
        onChange={setTyped}
        suggestions={suggestions}
        countText={UI.suggestionsFound}
        onPick={(suggestion) => {
          setTyped(suggestion.value);
          if (suggestion.path) void navigate(suggestion.path);
        }}
        inputProps={{
          name: 'searchText',
          leftIcon: 'search',
          'aria-label': UI.searchList(title),
          placeholder: `${UI.searchList(title)}…`,
          fill: true,
        }}
      />
      <Button type="submit" intent={Intent.PRIMARY}>
        Search
      </Button>
    </form>
  );
}
