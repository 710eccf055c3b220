/** Input checked in the BFF with the domain rules the API applies, so bad input never costs a round trip. */
import { fieldErrors, validationMessage } from '@ffc/domain';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** The parsed input, or a BAD_REQUEST carrying every field's message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(schema, input);
  throw new GraphQLError(validationMessage(errors), {
    extensions: { code: 'BAD_REQUEST', status: 400, fieldErrors: errors },
  });
}
