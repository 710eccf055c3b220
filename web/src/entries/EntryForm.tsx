/**
 * The add/edit screen every kind shares: `/{collection}/{id}/edit` where id 0 adds. Logged-in visitors
 * only; an edit loads the entry first; the form checks the domain schema; a save goes to the
 * entry's page by the id in the response, with the created/updated toast.
 */
import { Button, Card, H1 } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@apollo/client';
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
import { useEntryEditor, type Saved } from './useEntryEditor';
import { useEntryId } from './useEntryId';
import { StateMessage } from '../ui/StateMessage';
import type { CheckedForm, FormNames } from './formLayout';

/** A form's values: final-form holds whatever the fields hold, checked by the kind's schema on submit. */
export type FormValues = Record<string, unknown>;

/**
 * What a kind's add/edit screen is, as one module constant per kind: its texts, schema, fields and
 * operations, the entry `E` it loads and the GraphQL input `I` it saves. The form's setup never
 * changes between renders (react-final-form starts over whenever its initial values change).
 */
export interface EntryFormSpec<E extends object = object, I = unknown> extends FormNames {
  label: string;
  /** Where the saved entry lives: `${path}/${id}`. */
  path: string;
  titles: { add: string; edit: string };
  schema: z.ZodType;
  /** The entry to edit (aliased `entry`). */
  load: TypedDocumentNode<{ entry: E | null }, { id: number }>;
  create: TypedDocumentNode<Saved, { input: I }>;
  update: TypedDocumentNode<Saved, { id: number; input: I }>;
  /** Input fields this form leaves alone, sent as absent (a new support ticket's resolution). */
  notEdited?: readonly string[];
  loadFailed: string;
  /** Defaults for a new entry. */
  defaults?: FormValues;
  /** For forms beyond flat fields and references (the product's company): the form's values for an entry… */
  valuesOf?: (entry: E) => FormValues;
  /** …the REST payload the schema checks… */
  payloadOf?: (values: FormValues) => FormValues;
  /** …and the GraphQL input. */
  inputOf?: (values: FormValues) => I;
  submitLabel?: string;
  /** Where to go after saving; default the saved entry's page. */
  afterSave?: (id: number) => string;
}

type FieldLists = Pick<EntryFormSpec, 'fields' | 'refs' | 'composed' | 'notEdited'>;

/** The GraphQL input fields (of input type `I`) a form spec neither holds nor composes. */
type Uncovered<K, S extends FieldLists> = string extends S['fields'][number] | S['refs'][number]
  ? 'the field lists must be literal (as const)'
  : UncoveredKeys<K, S>;
type UncoveredKeys<K, S extends FieldLists> = K extends
  | S['fields'][number]
  | (S extends { composed: readonly (infer C)[] } ? C : never)
  | (S extends { notEdited: readonly (infer N)[] } ? N : never)
  ? never
  : K extends `${infer R}Id`
    ? R extends S['refs'][number]
      ? never
      : K
    : K;

/**
 * A kind's form spec, checked against its GraphQL input type `I`: a field of the input the form
 * leaves out fails to compile, naming it (`missingFormField`), instead of saving as empty; the
 * spec's operations must load an entry `E` and save an `I`.
 */
export function formSpec<I>() {
  return function check<E extends object, const S extends EntryFormSpec<E, I>>(
    spec: S & { load: TypedDocumentNode<{ entry: E | null }, { id: number }> } & ([
        Uncovered<keyof I & string, S>,
      ] extends [never]
        ? unknown
        : { missingFormField: Uncovered<keyof I & string, S> }),
  ): S {
    return spec;
  };
}

/** A form's values for an entry: its fields, and its references as ids. */
const flatValuesOf =
  <E extends object, I>(spec: EntryFormSpec<E, I>) =>
  (entry: E): FormValues => {
    const fields: FormValues = Object.fromEntries(Object.entries(entry));
    return { ...Object.fromEntries(spec.fields.map((f) => [f, fields[f] ?? null])), ...idsOf(fields, spec.refs) };
  };

export interface EntryFormProps<E extends object, I> {
  /** The spec and its controls, checked against each other (`formLayout`). */
  form: CheckedForm<EntryFormSpec<E, I>>;
}

export function EntryForm<E extends object, I>({ form }: EntryFormProps<E, I>) {
  const { spec, node } = form;
  const id = useEntryId();
  const title = id ? spec.titles.edit : spec.titles.add;
  return (
    <RequireLogin>
      <PageHead title={title} description={title} />
      <EntryFormBody spec={spec} id={id} title={title}>
        {node}
      </EntryFormBody>
    </RequireLogin>
  );
}

function EntryFormBody<E extends object, I>({
  spec,
  id,
  title,
  children,
}: {
  spec: EntryFormSpec<E, I>;
  id: number;
  title: string;
  children: ReactNode;
}) {
  const { entry, loading, error, save } = useEntryEditor(id, spec.load, spec.create, spec.update);
  const { label, path, schema, refs, loadFailed, submitLabel = 'Save' } = spec;
  const afterSave = spec.afterSave ?? ((saved: number) => `${path}/${saved}`);
  const payloadOf = spec.payloadOf ?? ((values: FormValues) => asPayload(values, refs));
  const inputOf = spec.inputOf ?? ((values: FormValues) => asInput<I>(values, refs));
  const navigate = useNavigate();
  useEffect(() => {
    if (error) toastError(loadFailed);
  }, [error, loadFailed]);
  // Made once per loaded entry: react-final-form starts over whenever its initial values change.
  const initialValues = useMemo(
    () =>
      entry
        ? (spec.valuesOf ?? flatValuesOf(spec))(entry)
        : { ...Object.fromEntries(spec.refs.map((r) => [r, null])), ...spec.defaults },
    [entry, spec],
  );

  if (id && loading) return <Loading label={`Loading ${label.toLowerCase()}...`} />;
  if (id && !entry)
    return (
      <StateMessage
        as="h1"
        icon="search"
        title={error ? loadFailed : `${label} not found.`}
        action={<LinkButton to={path}>Go Back</LinkButton>}
      />
    );

  const onSubmit = (values: FormValues) => {
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
      <SchemaForm<FormValues>
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
