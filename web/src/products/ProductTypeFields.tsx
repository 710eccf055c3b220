/**
 * Product Category and Product Type selects: the types offered are the chosen category's; another category clears the
 * type.
 */
import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import type { ReferenceDataQuery } from '../gql/graphql';
import { SelectField } from '../ui/fields';

type Types = ReferenceDataQuery['types'] | undefined;

export function ProductTypeFields({
  types,
  categoryName,
  typeName,
  categoryLabel,
  typeLabel,
  categoryPlaceholder,
  typePlaceholder,
}: {
  types: Types;
  categoryName: string;
  typeName: string;
  categoryLabel: string;
  typeLabel: string;
  categoryPlaceholder: string;
  typePlaceholder: string;
}) {
  const form = useForm();
  const category = useField<number | null>(categoryName, { subscription: { value: true } }).input.value || null;
  const type = useField<number | null>(typeName, { subscription: { value: true } }).input.value || null;
  const offered = (types?.productTypes ?? []).filter((t) => !category || t.productCategoryType.id === category);
  const previous = useRef(category);
  useEffect(() => {
    if (previous.current !== category && type && !offered.some((t) => t.id === type)) form.change(typeName, null);
    previous.current = category;
  }, [category, type, offered, form, typeName]);
  return (
    <>
      <SelectField
        name={categoryName}
        label={categoryLabel}
        options={types?.productCategories ?? []}
        placeholder={categoryPlaceholder}
      />
      <SelectField name={typeName} label={typeLabel} options={offered} placeholder={typePlaceholder} />
    </>
  );
}
