import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './toaster';

const graphqlError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Refused', extensions }] });

describe('a failed GraphQL call', () => {
  it("is described by the BFF's code, status and field errors", () => {
    const fieldErrors = [{ field: 'companyEntity.name', message: 'Company Name is required' }];
    expect(describeFailure(graphqlError({ code: 'BAD_REQUEST', status: 400, fieldErrors }))).toEqual({
      code: 'BAD_REQUEST',
      status: 400,
      noResponse: false,
      serverMessage: 'Refused',
      fieldErrors,
    });
    expect(describeFailure(graphqlError({ code: 'UPSTREAM_UNAVAILABLE' }))).toMatchObject({
      status: null,
      noResponse: true,
    });
  });

  it('leaves out extensions of another shape', () => {
    const failure = describeFailure(
      graphqlError({
        code: 500,
        status: '400',
        fieldErrors: [{ field: 'name' }, 'name', { field: 'city', message: 'x' }],
      }),
    );
    expect(failure).toMatchObject({ code: undefined, status: null, fieldErrors: [{ field: 'city', message: 'x' }] });
  });
});
