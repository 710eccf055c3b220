/**
 * The REST client's calls are checked against the API's own OpenAPI document at compile time: each
 * `@ts-expect-error` below is a call the compiler refuses (`npm run typecheck` fails if one ever
 * compiles), and the cases beside them compile.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, type PathOf, type RestRequest } from './paths.js';

describe('a REST call typed by the API’s paths', () => {
  it('takes only paths the API serves, with their parameters, query and body', () => {
    expectTypeOf<'/businesses/{id}'>().toExtend<PathOf<'GET'>>();
    expectTypeOf<'/homes/{parentId}/reviews/{id}'>().toExtend<PathOf<'PUT'>>();

    const review: RestRequest<'GET', '/businesses/{parentId}/reviews/{id}'> = { path: { parentId: 1, id: 2 } };
    const login: RestRequest<'POST', '/auth/login'> = { body: { username: 'member', password: 'demo-password' } };
    const page: RestRequest<'GET', '/businesses'> = { query: { page: 2, searchText: null } };

    // @ts-expect-error: the API serves no such path (it is /businesses/{id})
    const misspelt: PathOf<'GET'> = '/business/{id}';
    // @ts-expect-error: social groups carry no reviews
    const socialReviews: PathOf<'GET'> = '/socials/{parentId}/reviews';
    // @ts-expect-error: /types is read, never written
    const writeTypes: PathOf<'PUT'> = '/types';
    // @ts-expect-error: a review is addressed by its entry's id too
    const noParent: RestRequest<'GET', '/businesses/{parentId}/reviews/{id}'> = { path: { id: 2 } };
    // @ts-expect-error: a login needs its password
    const noPassword: RestRequest<'POST', '/auth/login'> = { body: { username: 'member' } };
    // @ts-expect-error: the list of businesses takes no `colour` filter
    const unknownFilter: RestRequest<'GET', '/businesses'> = { query: { colour: 'green' } };
    // @ts-expect-error: a page number is a number
    const textPage: RestRequest<'GET', '/businesses'> = { query: { page: 'two' } };
    // @ts-expect-error: roles are the API's own
    const madeUpRole: RestRequest<'PUT', '/users/{id}/roles'> = { path: { id: 1 }, body: { roles: ['ROLE_KING'] } };

    for (const wrong of [
      misspelt,
      socialReviews,
      writeTypes,
      noParent,
      noPassword,
      unknownFilter,
      textPage,
      madeUpRole,
    ])
      expect(wrong).toBeDefined();
    expect([review, login, page]).toHaveLength(3);
  });

  it('fills a path with its parameters, encoded, and refuses one left out', () => {
    expect(fillPath('/shared-lists/{token}', { token: 'a/b c' })).toBe('/shared-lists/a%2Fb%20c');
    expect(() => fillPath('/businesses/{parentId}/reviews/{id}', { id: 2 })).toThrow(/parentId/);
  });
});
