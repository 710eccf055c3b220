/**
 * A list's order and reach on its filter form: "Sort by", and for located kinds "Near"
 * (a typed place with the places it may mean to pick from, or the browser's location when the
 * person allows it), "Within" and the unit distances are in.
 */
import { Button, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import {
  defaultRadiusKm,
  defaultSortText,
  DISTANCE_UNIT_LABELS,
  DISTANCE_UNITS,
  LIST_SHAPES,
  LIST_SORT_LABELS,
  nearestRadiusKm,
  radiusChoices,
  sortsOf,
  type DistanceUnit,
  type ListedKind,
} from '@ffc/domain/lists';
import { UI } from '@ffc/domain/messages';
import { setDistanceUnit, useDistanceUnit } from '../ui/distanceUnit';
import { SuggestField } from '../ui/Combobox';
import { SelectField } from '../ui/fields';
import { useMyPosition } from '../ui/useMyPosition';
import { usePlaceSuggestions } from './usePlaceSuggestions';
import { useSession } from '../session/SessionContext';

export function ListOrderFields({ kind }: { kind: ListedKind }) {
  // "Best for me" reads the person's needs: offered once they are signed in.
  const signedIn = useSession().currentUser !== null;
  const options = sortsOf(kind, { signedIn }).map((sort) => ({ id: sort, name: LIST_SORT_LABELS[sort] }));
  return (
    <>
      <SelectField name="sort" label="Sort by" options={options} placeholder={defaultSortText(kind)} />
      {LIST_SHAPES[kind].located && <NearFields />}
    </>
  );
}

function NearFields() {
  const form = useForm();
  const { input: placeInput, meta: placeMeta } = useField<string | null>('near.place', {
    subscription: { value: true, initial: true },
  });
  const place = placeInput.value;
  const radius = useField<unknown>('near.radiusKm', { subscription: { value: true } }).input.value;
  const { locating, locate: findMe } = useMyPosition();
  const unit = useDistanceUnit();
  // Searched as typed ("Portland"): the list is measured from the first place, and the other places
  // of that name are a click away. Otherwise the person is typing (some geocoders may not be asked then).
  const searched = !!place && place === placeMeta.initial;
  const { lookup, suggestions, answered } = usePlaceSuggestions(place, !searched);
  // Only this text's own answer (not the last one kept while typing).
  const [first, ...rest] = searched && lookup ? answered : [];
  const nameOf = (displayName: string) => displayName.split(',')[0]!.trim().toLowerCase();
  const others =
    first && first.value !== place ? rest.filter((s) => nameOf(s.value) === nameOf(first.value)).slice(0, 3) : [];
  const choose = (value: string) => {
    form.change('near.place', value);
    void form.submit();
  };
  // A place typed over "My location" is a place to find, no longer the browser's position (kept to
  // about 100 m, since an address can be shared).
  useEffect(() => {
    const near = nearOf(form.getState().values);
    const latitude = 'latitude' in near ? near.latitude : undefined;
    if (place !== UI.myLocation && latitude != null) {
      form.batch(() => {
        form.change('near.latitude', null);
        form.change('near.longitude', null);
      });
    }
  }, [place, form]);

  const locate = () =>
    findMe(({ latitude, longitude }) => {
      const chosen = radiusOf(form.getState().values);
      form.batch(() => {
        form.change('near.place', UI.myLocation);
        form.change('near.latitude', latitude);
        form.change('near.longitude', longitude);
        form.change('near.radiusKm', chosen ?? defaultRadiusKm(unit));
        form.change('sort', 'distance');
      });
    });

  // The radius follows the unit: 25 km becomes the nearest choice in miles, and the address keeps kilometres.
  const changeUnit = (next: DistanceUnit) => {
    const chosen = radiusOf(form.getState().values);
    setDistanceUnit(next);
    if (typeof chosen === 'number') form.change('near.radiusKm', nearestRadiusKm(chosen, next));
  };

  return (
    <>
      <div className="near-field">
        <SuggestField
          name="near.place"
          label="Near"
          helperText="A town or an address"
          suggestions={suggestions}
          countText={UI.placesFound}
          // The chosen place is searched at once, and its full name kept in the address.
          onPick={() => void form.submit()}
        />
        <Button icon="locate" onClick={locate} loading={locating} className="locate-button">
          {UI.useMyLocation}
        </Button>
      </div>
      {others.length > 0 && (
        <p className="near-others">
          {UI.otherPlacesCalled(first!.value.split(',')[0]!)}{' '}
          {others.map((o) => (
            <Button key={o.value} variant="minimal" intent={Intent.PRIMARY} onClick={() => choose(o.value)}>
              {o.label}
            </Button>
          ))}
        </p>
      )}
      <SelectField
        name="near.radiusKm"
        label="Within"
        options={radiusChoices(unit, typeof radius === 'number' ? radius : null).map((c) => ({
          id: c.km,
          name: c.label,
        }))}
        placeholder="Any distance"
      />
      <FormGroup label={UI.distanceUnits} labelFor="distance-unit">
        <HTMLSelect
          id="distance-unit"
          value={unit}
          onChange={(event) => changeUnit(event.currentTarget.value === 'mi' ? 'mi' : 'km')}
          fill
        >
          {DISTANCE_UNITS.map((u) => (
            <option key={u} value={u}>
              {DISTANCE_UNIT_LABELS[u]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </>
  );
}

// The filter form's values are the kind's filter schema's, which this shared field does not know: `near` is read
// as whatever it holds, and an absent or non-object one as empty.
const nearOf = (values: object): object => {
  const near: unknown = 'near' in values ? values.near : undefined;
  return typeof near === 'object' && near !== null ? near : {};
};

const radiusOf = (values: object): unknown => {
  const near = nearOf(values);
  return 'radiusKm' in near ? near.radiusKm : undefined;
};
