/**
 * The add/edit screen every kind shares: `/{collection}/{id}/edit` where id 0 adds. Logged-in visitors
 * only; an edit loads the entry first; the form checks the domain schema; a save goes to the
 * entry's page by the id in the response, with the created/updated toast.
 */
import { Button, Card, H1 } from '@blueprintjs/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { RequireLogin } from '../account/RequireLogin';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { notifySaved, submitTo, toastError } from '../ui/toaster';
import { asInput, asPayload, idsOf } from './formValues';
import { StateMessage } from '../ui/StateMessage';

/**
 * What a kind's add/edit screen is, as one module constant per kind: the form's setup never
 * changes between renders (react-final-form starts over whenever its initial values change).
 */
export interface EntryFormSpec {
  label: string;
  /** Where the saved entry lives: `${path}/${id}`. */
  path: string;
  titles: { add: string; edit: string };
  schema: z.ZodType;
  /** The form's text, number and switch fields (GraphQL input names). */
  fields: readonly string[];
  /** Reference fields, held as ids: businessType, country, state… (the input's businessTypeId…) */
  refs: readonly string[];
  /** Input fields `inputOf` builds from several of the form's values (the product's company). */
  composed?: readonly string[];
  loadFailed: string;
  /** Defaults for a new entry. */
  defaults?: Record<string, unknown>;
  /** For forms beyond flat fields and references (the product's company): the form's values for an entry… */
  valuesOf?: (entry: Record<string, unknown>) => Record<string, unknown>;
  /** …the REST payload the schema checks… */
  payloadOf?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** …and the GraphQL input. */
  inputOf?: (values: Record<string, unknown>) => Record<string, unknown>;
  submitLabel?: string;
  /** Where to go after saving; default the saved entry's page. */
  afterSave?: (id: number) => string;
}

export interface EntryFormProps {
  spec: EntryFormSpec;
  id: number;
  /** The entry to edit once loaded; undefined while adding. */
  entry: Record<string, unknown> | null | undefined;
  loading: boolean;
  error: unknown;
  save: (input: Record<string, unknown>) => Promise<number>;
  children: ReactNode;
}

/** The GraphQL input fields (of input type `I`) a form spec neither holds nor composes. */
type Uncovered<K, S extends EntryFormSpec> = string extends S['fields'][number] | S['refs'][number]
  ? 'the field lists must be literal (as const)'
  : UncoveredKeys<K, S>;
type UncoveredKeys<K, S extends EntryFormSpec> = K extends S['fields'][number] | (S extends { composed: readonly (infer C)[] } ? C : never)
  ? never
  : K extends `${infer R}Id`
    ? R extends S['refs'][number]
      ? never
      : K
    : K;

/**
 * A kind's form spec, checked against its GraphQL input type `I`: a field of the input the form
 * leaves out fails to compile, naming it (`missingFormField`), instead of saving as empty.
 */
export function formSpec<I>() {
  return function check<const S extends EntryFormSpec>(spec: S & ([Uncovered<keyof I & string, S>] extends [never] ? unknown : { missingFormField: Uncovered<keyof I & string, S> })): S {
    return spec;
  };
}

/** A form's values for an entry: its fields, and its references as ids. */
const flatValuesOf = (spec: EntryFormSpec) => (entry: Record<string, unknown>) => ({
  ...Object.fromEntries(spec.fields.map((f) => [f, entry[f] ?? null])),
  ...idsOf(entry, spec.refs),
});

export function EntryForm(props: EntryFormProps) {
  const { id, spec } = props;
  const title = id ? spec.titles.edit : spec.titles.add;
  return (
    <RequireLogin>
      <PageHead title={title} description={title} />
      <EntryFormBody {...props} title={title} />
    </RequireLogin>
  );
}

function EntryFormBody(props: EntryFormProps & { title: string }) {
  const { spec, id, title, entry, loading, error, save, children } = props;
  const { label, path, schema, refs, loadFailed, submitLabel = 'Save' } = spec;
  const afterSave = spec.afterSave ?? ((saved: number) => `${path}/${saved}`);
  const payloadOf = spec.payloadOf ?? ((values: Record<string, unknown>) => asPayload(values, refs));
  const inputOf = spec.inputOf ?? ((values: Record<string, unknown>) => asInput(values, refs));
  const navigate = useNavigate();
  useEffect(() => {
    if (error) toastError(loadFailed);
  }, [error, loadFailed]);
  // Made once per loaded entry: react-final-form starts over whenever its initial values change.
  const initialValues = useMemo(
    () => (entry ? (spec.valuesOf ?? flatValuesOf(spec))(entry) : { ...Object.fromEntries(spec.refs.map((r) => [r, null])), ...spec.defaults }),
    [entry, spec],
  );

  if (id && loading) return <Loading label={`Loading ${label.toLowerCase()}...`} />;
  if (id && !entry) return <StateMessage as="h1" icon="search" title={error ? loadFailed : `${label} not found.`} action={<LinkButton to={path}>Go Back</LinkButton>} />;


  const onSubmit = (values: Record<string, unknown>) => {
    let savedId = 0;
    return submitTo(
      label,
      async () => {
        savedId = await save(inputOf(values));
      },
      () => {
        notifySaved(label, id ? 200 : 201);
        void navigate(afterSave(savedId));
      },
    );
  };

  return (
    <Card>
      <H1>{title}</H1>
      <SchemaForm<Record<string, unknown>>
        schema={schema}
        initialValues={initialValues}
        toPayload={payloadOf}
        onSubmit={onSubmit}
        submitLabel={submitLabel}
        actions={<Button onClick={() => void navigate(-1)}>Go Back</Button>}
      >
        {children}
      </SchemaForm>
    </Card>
  );
}
