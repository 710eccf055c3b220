/**
 * A form's controls, checked against its spec at compile time: `formLayout` refuses a layout that
 * renders no control for one of the spec's fields, references or composed inputs (a new entry
 * would then save it empty without anyone having seen it), or a control for a value the spec
 * does not send. Each part says which values it edits, and a field's control gets its name from
 * the part that declares it, so the two cannot differ.
 */
import { Fragment, type ReactNode } from 'react';

/** Part of a form: the values its controls edit (`names`) and what it renders. */
export interface Part<K extends string> {
  readonly names: readonly K[];
  readonly node: ReactNode;
}

/** The values a list of parts edits. */
type NamesOf<P extends readonly Part<string>[]> = P[number]['names'][number];

/** One control, rendered with the name it edits. */
export const field = <const K extends string>(name: K, render: (name: K) => ReactNode): Part<K> => ({
  names: [name],
  node: render(name),
});

/**
 * A control that edits several values: rendered with their names, or under fixed names of its own
 * (a country and its state), when it is declared beside that control.
 */
export const fields = <const K extends readonly string[]>(
  names: K,
  render: (names: K) => ReactNode,
): Part<K[number]> => ({
  names,
  node: render(names),
});

/** Something the form shows that edits no value: a warning, a line of help. */
export const note = (node: ReactNode): Part<never> => ({ names: [], node });

/** The parts' nodes in order, each keyed by its place. */
const rendered = (parts: readonly Part<string>[]) => parts.map((part, i) => <Fragment key={i}>{part.node}</Fragment>);

/** Parts shown together in one element (`wrap` gives it their nodes). */
const wrapped = <const P extends readonly Part<string>[]>(
  parts: P,
  wrap: (children: ReactNode) => ReactNode,
): Part<NamesOf<P>> => ({
  names: parts.flatMap((part) => part.names),
  node: wrap(rendered(parts)),
});

/** Parts shown together under a legend. */
export const group = <const P extends readonly Part<string>[]>(legend: string, parts: P) =>
  wrapped(parts, (children) => (
    <fieldset className="field-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  ));

/** Parts side by side where there is room (short number fields). */
export const row = <const P extends readonly Part<string>[]>(parts: P) =>
  wrapped(parts, (children) => <div className="filter-fields">{children}</div>);

/** What a form spec sends: its fields, its references, and the inputs it composes. */
export interface FormNames {
  /** The form's text, number and switch fields (GraphQL input names). */
  readonly fields: readonly string[];
  /** Reference fields, held as ids: businessType, country, state… (the input's businessTypeId…) */
  readonly refs: readonly string[];
  /** Input fields `inputOf` builds from several of the form's values (the product's company). */
  readonly composed?: readonly string[];
}
type NamesOfSpec<S extends FormNames> =
  S['fields'][number] | S['refs'][number] | (S extends { composed: readonly (infer C extends string)[] } ? C : never);

/** Marks a layout `formLayout` checked: no other module can make one. */
const checked: unique symbol = Symbol('checked');

/** A spec with its layout, checked to have a control for everything it sends (`formLayout`). */
export interface CheckedForm<S> {
  readonly spec: S;
  readonly node: ReactNode;
  readonly [checked]: true;
}

/** The spec's values no part edits: none, or a compile error naming them. */
type Uncontrolled<S extends FormNames, P extends readonly Part<string>[]> = [
  Exclude<NamesOfSpec<S>, NamesOf<P>>,
] extends [never]
  ? unknown
  : { missingControl: Exclude<NamesOfSpec<S>, NamesOf<P>> };

/**
 * A spec and the parts of its form, in order. A field, reference or composed input of the spec
 * that no part edits fails to compile, naming it (`missingControl`); so does a part editing a
 * value the spec does not send.
 */
export function formLayout<const S extends FormNames, const P extends readonly Part<NamesOfSpec<S>>[]>(
  spec: S,
  parts: P & Uncontrolled<S, P>,
): CheckedForm<S> {
  return { spec, node: rendered(parts), [checked]: true };
}
