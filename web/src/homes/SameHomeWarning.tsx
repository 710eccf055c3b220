/**
 * The home form's warning that a home with the same name is already listed in the same town, with
 * a link to it. It does not stop the save (two rentals may share a name); it asks, as review sites
 * do, "is it this one?" before a second listing splits the reviews.
 */
import { Callout, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useFormState } from 'react-final-form';
import { Link } from 'react-router-dom';
import { sameListing, type ListedHome } from '@ffc/domain/homes';
import { M } from '@ffc/domain/messages';
import { useSameContent } from '../ui/useSameContent';
import { HomesQuery } from './operations';

/** Looked up once typing pauses, not on every key. */
const PAUSE_MS = 400;

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : value == null || value === '' ? null : Number(value);

export function SameHomeWarning({ id }: { id: number }) {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const typed: ListedHome = {
    name: typeof values.name === 'string' ? values.name.trim() : '',
    city: typeof values.city === 'string' ? values.city.trim() : '',
    stateId: idOf(values.state),
    countryId: idOf(values.country),
  };
  const [asked, setAsked] = useState<ListedHome | null>(null);
  const home = useSameContent(typed);
  useEffect(() => {
    const complete = Boolean(home.name && home.city && home.countryId != null);
    const timer = setTimeout(() => setAsked(complete ? home : null), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [home]);

  const { data } = useQuery(HomesQuery, {
    variables: {
      filter: { searchText: asked?.name ?? '', country: asked?.countryId ?? null, state: asked?.stateId ?? null },
      page: 0,
    },
    skip: !asked,
  });
  const listed = asked
    ? data?.page.content.find(
        (h) =>
          h.id !== id &&
          sameListing(asked, {
            name: h.name,
            city: h.city,
            stateId: h.state?.id ?? null,
            countryId: h.country?.id ?? null,
          }),
      )
    : undefined;
  if (!listed) return null;
  return (
    <Callout intent={Intent.WARNING} role="status" className="same-home-warning">
      {M.homeAlreadyListed} <Link to={`/homes/${listed.id}`}>{listed.name}</Link>
    </Callout>
  );
}
