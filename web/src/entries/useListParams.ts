/**
 * A list's state lives in the address: its filters and a 1-based `?page=` (0-based in the query),
 * so Back, reload and shared links show the same page. Search drops the page (page 0).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { pageFromUrl, pageToUrl } from '@ffc/domain/entries';

type Scalar = string | number | boolean | null;
/**
 * A filter as a form field holds it: an id, text, a switch, a set of keys (a repeated parameter),
 * or a group of these (`near`: `?near.place=…&near.radiusKm=…`).
 */
type FilterValue = Scalar | readonly string[] | { readonly [part: string]: Scalar };

export interface ListParams<F> {
  /** 0-based. */
  page: number;
  /** The filters from the address, checked by the list's filter schema (invalid ones dropped). */
  filter: F;
  /** The filters as the form shows them. */
  formValues: Record<string, FilterValue>;
  search: (values: Record<string, unknown>) => void;
  goTo: (page: number) => void;
}

/** A filter's value as a form field holds it (filters are ids, text, switches and sets of keys). */
const asScalar = (value: unknown): Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

function asFormValue(value: unknown): FilterValue {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asScalar(v)]));
  return asScalar(value);
}

const isSet = (v: unknown): v is string | number | boolean =>
  (typeof v === 'string' && v !== '') || typeof v === 'number' || typeof v === 'boolean';

/** A group's parts from the address: `near.place=…` gives `{ place: … }`; none gives null. */
function groupOf(params: URLSearchParams, name: string): Record<string, string> | null {
  const parts = [...params.keys()].filter((key) => key.startsWith(`${name}.`));
  return parts.length === 0
    ? null
    : Object.fromEntries(parts.map((key) => [key.slice(name.length + 1), params.get(key) ?? '']));
}

export function useListParams<S extends z.ZodObject>(schema: S): ListParams<z.output<S>> {
  const [params, setParams] = useSearchParams();
  // react-router gives the same `params` object for the same address, so the same object comes back.
  return useMemo(() => {
    const names = Object.keys(schema.shape);
    // A parameter given more than once is a set of keys (`?accommodations=a&accommodations=b`).
    const raw = Object.fromEntries(
      names.map((n) => [n, params.getAll(n).length > 1 ? params.getAll(n) : (params.get(n) ?? groupOf(params, n))]),
    );
    const parsed = schema.safeParse(raw);
    const filter = parsed.success ? parsed.data : schema.parse({});
    const formValues = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, asFormValue(v)]));
    return {
      page: pageFromUrl(params.get('page')),
      filter,
      formValues,
      search(values) {
        const next = new URLSearchParams();
        for (const n of names) {
          const v = values[n];
          if (Array.isArray(v)) for (const item of v) next.append(n, String(item));
          else if (v && typeof v === 'object') {
            for (const [part, value] of Object.entries(v)) if (isSet(value)) next.set(`${n}.${part}`, String(value));
          } else if (isSet(v)) next.set(n, String(v));
        }
        setParams(next);
      },
      goTo(page) {
        const next = new URLSearchParams(params);
        if (page === 0) next.delete('page');
        else next.set('page', pageToUrl(page));
        setParams(next);
      },
    };
  }, [params, schema, setParams]);
}
