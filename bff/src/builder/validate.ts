/**
 * Input checked in the BFF with the domain rules the API applies, so bad input never costs a round
 * trip. Resolvers declare their rules with the validation plugin (`t.arg(…).validate(schema)`,
 * `t.validate(args, schema)`); this is how a refusal reads.
 */
import { type CheckIssue, type FieldError, fieldErrorsOf, validationMessage } from '@ffc/domain';
import { GraphQLError } from 'graphql';
import { z } from 'zod';

/** A BAD_REQUEST carrying every field's message, as the REST API's 400 does. */
export function badInput(errors: FieldError[]): GraphQLError {
  return new GraphQLError(validationMessage(errors), {
    extensions: { code: 'BAD_REQUEST', status: 400, fieldErrors: errors },
  });
}

/** The arguments that carry a whole form: their fields are named as the form names them. */
const FORM_ARGUMENTS: ReadonlySet<PropertyKey> = new Set(['input', 'filter']);

/**
 * The plugin's issues named as the form names its fields: a form is one input object (`input`,
 * a list's `filter`), so that argument's name is not part of the field's path; any other
 * argument keeps its name (`near.place` on the highlights' `near`).
 */
export function refusedInput(issues: readonly CheckIssue[]): GraphQLError {
  return badInput(
    fieldErrorsOf(
      issues.map((issue) => {
        const [first, ...rest] = issue.path ?? [];
        const arg = typeof first === 'object' ? first.key : first;
        if (arg === undefined || rest.length === 0 || !FORM_ARGUMENTS.has(arg)) return issue;
        // The plugin's issues inherit zod's `code` from their prototype, so it is read, not spread.
        return { message: issue.message, path: rest, code: issue.code };
      }),
    ),
  );
}

/**
 * `schema` for a mutation's arguments beside the `id` of what it changes: the plugin hands the
 * resolver what the rule returns, so the id (an Int GraphQL has checked) is kept through it.
 */
export const withId = <S extends z.ZodType>(schema: S) => z.intersection(z.object({ id: z.number().int() }), schema);

/**
 * `schema`'s parse of `value` inside a transform: its value, or its issues (under `path`) and NEVER.
 * Rules parse the REST payload a transform made, which `pipe` would type as the transform's output.
 */
function parseWithin<S extends z.ZodType>(
  schema: S,
  value: unknown,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [...path, ...issue.path] });
  return z.NEVER;
}

/** An input object's rule: its fields turned into the REST payload, which must pass the domain's `schema`. */
export const asPayload = <I, S extends z.ZodType>(toPayload: (input: I) => object, schema: S) =>
  // GraphQL has already held the input object to its declared fields, which `I` names.
  z.custom<I>().transform((input, ctx) => parseWithin(schema, toPayload(input), ctx));

/**
 * A rule that depends on another argument (a review's rules on its kind): the `input` argument
 * checked by the schema `ruleOf(args)` picks, the other arguments kept as GraphQL checked them.
 * `A` names those arguments, as GraphQL has already held them to the field's declaration.
 */
export const inputRuleOf = <A extends { input: unknown }, S extends z.ZodType>(ruleOf: (args: A) => S) =>
  z.custom<A>().transform((args, ctx): Omit<A, 'input'> & { input: z.output<S> } => ({
    ...args,
    input: parseWithin(ruleOf(args), args.input, ctx, ['input']),
  }));
