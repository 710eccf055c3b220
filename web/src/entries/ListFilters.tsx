/**
 * A list's filters: the form of the kind's filter fields and switches, with Search and Reset. On a phone
 * the results come first: a search box, then the form behind a "Filters (n)" button.
 */
import { Button } from '@blueprintjs/core';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldError } from '@ffc/domain/errors';
import type { ListedKind } from '@ffc/domain/lists';
import { UI } from '@ffc/domain/messages';
import { checkboxOf } from '@ffc/domain/schemaFields';
import { useSession } from '../session/SessionContext';
import { SwitchField } from '../ui/fields';
import { SchemaForm } from '../ui/SchemaForm';
import { filtersInUse } from './filtersInUse';
import { QuickSearch } from './QuickSearch';
import type { ListParams } from './useListParams';

type Values = Record<string, unknown>;

/** The form: the kind's fields, then a switch per switch filter of the schema (some only for the signed-in). */
function FilterForm({
  id,
  shown,
  drawn,
  schema,
  initialValues,
  fieldErrors,
  signedIn,
  onSearch,
  blank,
  onReset,
  children,
}: {
  id: string;
  shown: boolean;
  /** Drawn at all: the form stays on the page once drawn, hidden while not shown. */
  drawn: boolean;
  schema: z.ZodObject;
  initialValues: Values;
  fieldErrors: readonly FieldError[];
  signedIn: boolean;
  onSearch: (values: Values) => void;
  /** Every filter empty, or its default. */
  blank: Values;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-label="Filters" className="filters" id={id} hidden={!shown}>
      {drawn && (
        <SchemaForm<Values>
          schema={schema}
          initialValues={initialValues}
          onSubmit={onSearch}
          serverErrors={fieldErrors}
          submitLabel="Search"
          actions={(form) => (
            <Button
              onClick={() => {
                form.reset(blank);
                onReset();
              }}
            >
              Reset
            </Button>
          )}
        >
          <div className="filter-fields">
            {children}
            {Object.entries<z.core.$ZodType>(schema.shape).map(([name, field]) => {
              const checkbox = checkboxOf(field);
              return checkbox === undefined || (checkbox.signedIn && !signedIn) ? null : (
                <SwitchField key={name} name={name} label={checkbox.label} />
              );
            })}
          </div>
        </SchemaForm>
      )}
    </section>
  );
}

/**
 * Whether a phone's filters are open (shown) and drawn. They stay on the page while closed (hidden), so
 * a choice not yet searched is kept; a filter the server refused opens them, so its message is seen at
 * its field. Wider screens always show them.
 */
function useFilterPanel(phone: boolean, filterRefused: boolean) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  // (State adjusted while rendering, as React advises for state that follows a change of props.)
  const [refusalSeen, setRefusalSeen] = useState(false);
  if (filterRefused !== refusalSeen) {
    setRefusalSeen(filterRefused);
    if (filterRefused) setFiltersOpen(true);
  }
  const filtersShown = !phone || filtersOpen;
  // On a phone the form is drawn the first time it is opened, not with the first results: until
  // then nobody can have chosen anything in it, and drawing every field is most of the screen's work.
  const [formDrawn, setFormDrawn] = useState(filtersShown);
  if (filtersShown && !formDrawn) setFormDrawn(true);
  return { filtersOpen, setFiltersOpen, filtersShown, formDrawn };
}

/**
 * The list's filters, searched into the address (`params`); `children` are the kind's filter fields. On a
 * phone: the search box, the "Filters (n)" button with `toolbar` beside it, and the form while opened.
 */
export function ListFilters<F extends z.ZodObject>({
  schema,
  params,
  fieldErrors,
  phone,
  title,
  searchText,
  suggestKind,
  toolbar,
  children: fields,
}: {
  schema: F;
  params: ListParams<z.output<F>>;
  fieldErrors: readonly FieldError[];
  phone: boolean;
  title: string;
  /** The text the list was searched for. */
  searchText: string;
  /** The list whose entries, places and types the search box suggests. */
  suggestKind: ListedKind | null;
  /** Beside the phone's Filters button: the choice between the list and the map. */
  toolbar: ReactNode;
  children: ReactNode;
}) {
  const signedIn = useSession().currentUser !== null;
  const filtersId = useId();
  // Reset: every filter empty, or its default (the ticket list's Active switch stays on).
  const { defaults, blank } = useMemo(() => {
    const defaults: Values = schema.parse({});
    return { defaults, blank: Object.fromEntries(Object.keys(schema.shape).map((k) => [k, defaults[k] ?? null])) };
  }, [schema]);
  // On a phone the list's text search is a box of its own above the results, not one of the hidden filters.
  const quickSearch = phone && 'searchText' in schema.shape;
  // "As typed" belongs to the search box's text, not to the filters behind the button.
  const inUse = filtersInUse(params.filter, defaults, quickSearch ? ['searchText', 'searchExactly'] : []);
  // A new text is searched with typo corrections again; the same text keeps "as typed" with other filters.
  const search = useCallback(
    (values: Values) => {
      const { searchExactly, ...others } = values;
      params.search(searchExactly && values.searchText === params.formValues.searchText ? values : others);
    },
    [params],
  );

  const { filtersOpen, setFiltersOpen, filtersShown, formDrawn } = useFilterPanel(phone, fieldErrors.length > 0);
  // The form (every filter field) is the costliest part of the screen to draw: it is drawn again
  // when what it shows changes, not when the rows arrive or the view changes.
  const filterForm = useMemo(
    () => (
      <FilterForm
        id={filtersId}
        shown={filtersShown}
        drawn={formDrawn}
        schema={schema}
        initialValues={params.formValues}
        fieldErrors={fieldErrors}
        signedIn={signedIn}
        onSearch={(values) => {
          search(values);
          // The results are what the phone's screen is for once the filters are chosen.
          setFiltersOpen(false);
        }}
        blank={blank}
        onReset={() => params.search(blank)}
      >
        {fields}
      </FilterForm>
    ),
    [filtersId, filtersShown, formDrawn, schema, params, search, fieldErrors, blank, fields, signedIn, setFiltersOpen],
  );

  if (!phone) return filterForm;
  return (
    <>
      {quickSearch && (
        <QuickSearch
          title={title}
          searchText={searchText}
          kind={suggestKind}
          onSearch={(text) => search({ ...params.formValues, searchText: text })}
        />
      )}
      <div className="list-toolbar">
        <Button
          icon="filter"
          aria-expanded={filtersShown}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {UI.filtersInUse(inUse)}
        </Button>
        {toolbar}
      </div>
      {filterForm}
    </>
  );
}
