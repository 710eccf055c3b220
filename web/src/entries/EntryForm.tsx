/**
 * The add/edit screen every kind shares: `/{kind}/{id}/edit` where id 0 adds. Logged-in visitors
 * only; an edit loads the entry first; the form checks the domain schema; a save goes to the
 * entry's page by the id in the response, with the created/updated toast.
 */
import { Button, Card, H1, NonIdealState } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { RequireLogin } from '../account/RequireLogin';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { notifySaved, submitTo, toastError } from '../ui/toaster';
import { asInput, asPayload, idsOf } from './formValues';

/** The `:id` of an edit route: 0 (or nothing sensible) adds. */
export function useEntryId(): number {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export interface EntryFormProps {
  id: number;
  label: string;
  /** Where the saved entry lives: `${path}/${id}`. */
  path: string;
  titles: { add: string; edit: string };
  schema: z.ZodType;
  /** The form's text, number and switch fields (GraphQL input names). */
  fields: readonly string[];
  /** Reference fields, held as ids: businessType, country, state… */
  refs: readonly string[];
  /** The entry to edit once loaded; undefined while adding. */
  entry: Record<string, unknown> | null | undefined;
  loading: boolean;
  error: unknown;
  loadFailed: string;
  /** Defaults for a new entry. */
  defaults?: Record<string, unknown>;
  save: (input: Record<string, unknown>) => Promise<number>;
  children: ReactNode;
}

export function EntryForm(props: EntryFormProps) {
  const { id, titles } = props;
  const title = id ? titles.edit : titles.add;
  return (
    <RequireLogin>
      <PageHead title={title} description={title} />
      <EntryFormBody {...props} title={title} />
    </RequireLogin>
  );
}

function EntryFormBody({ id, label, path, title, schema, fields, refs, entry, loading, error, loadFailed, defaults, save, children }: EntryFormProps & { title: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (error) toastError(loadFailed);
  }, [error, loadFailed]);

  if (id && loading) return <Loading label={`Loading ${label.toLowerCase()}...`} />;
  if (id && !entry) return <NonIdealState icon="search" title={error ? loadFailed : `${label} not found.`} action={<LinkButton to={path}>Go Back</LinkButton>} />;

  const initialValues = entry
    ? { ...Object.fromEntries(fields.map((f) => [f, entry[f] ?? null])), ...idsOf(entry, refs) }
    : { ...Object.fromEntries(refs.map((r) => [r, null])), ...defaults };

  const onSubmit = (values: Record<string, unknown>) => {
    let savedId = 0;
    return submitTo(
      label,
      async () => {
        savedId = await save(asInput(values, refs));
      },
      () => {
        notifySaved(label, id ? 200 : 201);
        navigate(`${path}/${savedId}`);
      },
    );
  };

  return (
    <Card>
      <H1>{title}</H1>
      <SchemaForm<Record<string, unknown>>
        schema={schema}
        initialValues={initialValues}
        toPayload={(values) => asPayload(values, refs)}
        onSubmit={onSubmit}
        submitLabel="Save"
        actions={<Button onClick={() => navigate(-1)}>Go Back</Button>}
      >
        {children}
      </SchemaForm>
    </Card>
  );
}
