/**
 * The areas a person watches, on the notification settings page: each with a button to stop, and a
 * form to add one (a typed place with the places it may mean, a radius, the kinds, and whether only
 * places that meet their needs count). A place the geocoder cannot find is an error at its field.
 */
import { Button, H2 } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { UI } from '@ffc/domain/messages';
import { LOCATED_KINDS, type LocatedKind } from '@ffc/domain/kinds';
import { AREA_RADIUS_KM, areaWatchForm, WATCHING } from '@ffc/domain/watching';
import { SuggestField } from '../ui/Combobox';
import { CheckboxGroupField, NumberField, SwitchField } from '../ui/fields';
import { SchemaForm } from '../ui/SchemaForm';
import { notifyFailure, submitTo, toastSuccess } from '../ui/toaster';
import { usePlaceSuggestions } from '../entries/usePlaceSuggestions';
import { AreaWatchesQuery, UnwatchAreaMutation, WatchAreaMutation } from './operations';

interface AreaValues {
  place: string;
  radiusKm: number;
  kinds: LocatedKind[];
  meetsNeeds: boolean;
}

const KIND_OPTIONS = LOCATED_KINDS.map((key) => ({ key, label: WATCHING.area.kindNames[key] }));
const FIRST: AreaValues = { place: '', radiusKm: AREA_RADIUS_KM.first, kinds: [...LOCATED_KINDS], meetsNeeds: false };

function PlaceField() {
  const place = useField<string>('place', { subscription: { value: true } }).input.value;
  const { suggestions } = usePlaceSuggestions(place, true);
  return <SuggestField name="place" label={WATCHING.area.place} suggestions={suggestions} countText={UI.placesFound} />;
}

export function AreaWatches() {
  const { data, error } = useQuery(AreaWatchesQuery, { fetchPolicy: 'cache-and-network' });
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [watchArea] = useMutation(WatchAreaMutation, { refetchQueries: ['AreaWatches'] });
  const [unwatchArea] = useMutation(UnwatchAreaMutation, { refetchQueries: ['AreaWatches'] });
  const areas = data?.areaWatches ?? [];
  const add = (values: AreaValues) =>
    submitTo(
      WATCHING.area.title,
      () => watchArea({ variables: { input: values } }),
      () => toastSuccess(WATCHING.area.added),
    );
  const remove = (id: number) => {
    setRemoving(id);
    return unwatchArea({ variables: { id } })
      .then(
        () => {
          toastSuccess(WATCHING.area.removed);
          // Its row, and the button that had the focus, are gone: the focus goes to the list's heading.
          heading.current?.focus();
        },
        (failure: unknown) => notifyFailure(WATCHING.area.title, failure),
      )
      .finally(() => setRemoving(null));
  };
  return (
    <section aria-labelledby="area-watches">
      <H2 id="area-watches" ref={heading} tabIndex={-1}>
        {WATCHING.area.title}
      </H2>
      <p>{WATCHING.area.explained}</p>
      {error && !data ? (
        <p>{WATCHING.area.loadFailed}</p>
      ) : areas.length === 0 ? (
        <p>{WATCHING.area.empty}</p>
      ) : (
        <ul className="area-list">
          {areas.map((a) => (
            <li key={a.id}>
              <span>{WATCHING.area.summary(a.radiusKm, a.place)}</span>
              <Button
                icon="cross"
                variant="minimal"
                loading={removing === a.id}
                disabled={removing !== null}
                onClick={() => void remove(a.id)}
              >
                {WATCHING.area.remove(a.place)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SchemaForm<AreaValues>
        schema={areaWatchForm}
        onSubmit={add}
        initialValues={FIRST}
        submitLabel={WATCHING.area.add}
      >
        <PlaceField />
        <NumberField name="radiusKm" label={WATCHING.area.radius} />
        <CheckboxGroupField name="kinds" label={WATCHING.area.kinds} options={KIND_OPTIONS} />
        <SwitchField name="meetsNeeds" label={WATCHING.area.meetsNeeds} />
      </SchemaForm>
    </section>
  );
}
