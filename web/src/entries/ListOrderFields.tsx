/**
 * A list's order and reach on its filter form (issue 14): "Sort by", and for located kinds "Near"
 * (a typed place, or the browser's location when the person allows it) and "Within".
 */
import { Button } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { defaultSortText, LIST_SHAPES, LIST_SORT_LABELS, M, RADIUS_CHOICES_KM, RADIUS_KM_DEFAULT, sortsOf, UI, type ListedKind } from '@ffc/domain';
import { SelectField, TextField } from '../ui/fields';
import { toastError } from '../ui/toaster';

export function ListOrderFields({ kind }: { kind: ListedKind }) {
  const options = sortsOf(kind).map((sort) => ({ id: sort, name: LIST_SORT_LABELS[sort] }));
  return (
    <>
      <SelectField name="sort" label="Sort by" options={options} placeholder={defaultSortText(kind)} />
      {LIST_SHAPES[kind].located && <NearFields />}
    </>
  );
}

function NearFields() {
  const form = useForm();
  const place = useField<string | null>('near.place', { subscription: { value: true } }).input.value;
  const [locating, setLocating] = useState(false);
  // A place typed over "My location" is a place to find, no longer the browser's position (kept to
  // about 100 m, since an address can be shared).
  useEffect(() => {
    const { latitude } = (form.getState().values as { near?: { latitude?: unknown } }).near ?? {};
    if (place !== UI.myLocation && latitude != null) {
      form.batch(() => {
        form.change('near.latitude', null);
        form.change('near.longitude', null);
      });
    }
  }, [place, form]);

  const locate = () => {
    if (!('geolocation' in navigator)) return toastError(M.locationDenied);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const radius = (form.getState().values as { near?: { radiusKm?: unknown } }).near?.radiusKm;
        form.batch(() => {
          form.change('near.place', UI.myLocation);
          form.change('near.latitude', Number(coords.latitude.toFixed(3)));
          form.change('near.longitude', Number(coords.longitude.toFixed(3)));
          form.change('near.radiusKm', radius ?? RADIUS_KM_DEFAULT);
          form.change('sort', 'distance');
        });
      },
      () => {
        setLocating(false);
        toastError(M.locationDenied);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <>
      <div className="near-field">
        <TextField name="near.place" label="Near" helperText="A town or an address" autoComplete="off" />
        <Button icon="locate" onClick={locate} loading={locating} className="locate-button">
          {UI.useMyLocation}
        </Button>
      </div>
      <SelectField name="near.radiusKm" label="Within" options={RADIUS_CHOICES_KM.map((km) => ({ id: km, name: `${km} km` }))} placeholder="Any distance" />
    </>
  );
}
