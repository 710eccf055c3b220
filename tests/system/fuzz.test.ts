/**
 * Bad requests, generated: thousands of malformed ids, filters, bodies, headers and GraphQL
 * documents sent over HTTP to the REST API and the BFF. None may answer 5xx; no answer
 * may carry a stack trace or SQL; every REST 4xx is in the error contract
 * `{ status, error, message, errors }`, and every GraphQL refusal names its errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_IDS,
  BAD_SCALARS,
  BROKEN_JSON,
  inErrorContract,
  LEAKS,
  QUERY_VALUES,
  random,
  WRONG_CONTENT_TYPES,
} from '../support/fuzz.js';
import { startSystem, type System } from '../support/system.js';

const COLLECTIONS = ['businesses', 'homes', 'products', 'socials', 'support', 'users'];
const FILTERS = [
  'page',
  'size',
  'type',
  'category',
  'company',
  'country',
  'state',
  'searchText',
  'entityType',
  'supportType',
  'active',
  'userId',
  'id',
];
const BODY_FIELDS = [
  'name',
  'description',
  'businessType',
  'homeType',
  'productType',
  'productCategoryType',
  'socialType',
  'frequencyType',
  'supportType',
  'entityType',
  'country',
  'state',
  'city',
  'website',
  'manufacturerLink',
  'email',
  'people',
  'bedrooms',
  'bathrooms',
  'policy',
  'rating',
  'comment',
  'companyUpdate',
  'companyEntity',
  'latitude',
  'longitude',
  'entityId',
  'username',
  'password',
  'newPassword',
  'active',
];

interface Probe {
  readonly method: string;
  readonly path: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
}

function restProbes(count: number): Probe[] {
  const r = random(9);
  const json = { 'content-type': 'application/json' };
  const body = () => {
    const fields: Record<string, unknown> = {};
    const n = 1 + Math.floor(r.next() * 6);
    for (let i = 0; i < n; i++) fields[r.pick(BODY_FIELDS)] = r.pick(BAD_SCALARS);
    return JSON.stringify(fields);
  };
  const makers: (() => Probe)[] = [
    () => ({ method: 'GET', path: `/${r.pick(COLLECTIONS)}/${r.pick(BAD_IDS)}` }),
    () => ({
      method: 'GET',
      path: `/${r.pick(['businesses', 'homes', 'products'])}/${r.pick(BAD_IDS)}/reviews/${r.pick(BAD_IDS)}`,
    }),
    () => ({
      method: 'GET',
      path: `/${r.pick(['businesses', 'homes', 'products'])}/1/reviews?page=${r.pick(QUERY_VALUES)}`,
    }),
    () => ({
      method: 'GET',
      path: `/${r.pick(COLLECTIONS)}?${r.pick(FILTERS)}=${r.pick(QUERY_VALUES)}&${r.pick(FILTERS)}=${r.pick(QUERY_VALUES)}`,
    }),
    () => ({ method: 'GET', path: `/states/${r.pick(BAD_IDS)}` }),
    () => ({
      method: 'POST',
      path: `/${r.pick(['businesses', 'homes', 'products', 'socials', 'support'])}`,
      body: body(),
      headers: json,
    }),
    () => ({
      method: 'PUT',
      path: `/${r.pick(['businesses', 'homes', 'products', 'socials', 'support'])}/${r.pick(['1', ...BAD_IDS])}`,
      body: body(),
      headers: json,
    }),
    () => ({
      method: 'POST',
      path: `/${r.pick(['businesses', 'homes', 'products'])}/${r.pick(['1', ...BAD_IDS])}/reviews`,
      body: body(),
      headers: json,
    }),
    () => ({ method: 'PUT', path: '/user', body: body(), headers: json }),
    () => ({
      method: 'POST',
      path: `/auth/${r.pick(['signup', 'login', 'forgot', 'reset', 'admin-reset', 'refresh'])}`,
      body: body(),
      headers: json,
    }),
    () => ({
      method: r.pick(['POST', 'PUT']),
      path: `/${r.pick(['businesses', 'auth/login', 'user'])}`,
      body: r.pick(BROKEN_JSON),
      headers: json,
    }),
    () => ({
      method: 'POST',
      path: '/businesses',
      body: 'name=x',
      headers: { 'content-type': r.pick(WRONG_CONTENT_TYPES) },
    }),
    () => ({ method: r.pick(['DELETE', 'PATCH', 'PUT', 'POST']), path: `/${r.pick(COLLECTIONS)}/${r.pick(BAD_IDS)}` }),
    () => ({
      method: 'GET',
      path: `/${r.pick(['nope', '..%2f..%2fetc%2fpasswd', 'businesses/1/reviews/1/extra', '%00', 'actuator/prometheus', 'actuator/../user'])}`,
    }),
  ];
  return Array.from({ length: count }, () => r.pick(makers)());
}

function graphqlProbes(count: number): { body: string; headers?: Record<string, string> }[] {
  const r = random(11);
  const value = () =>
    r.pick([
      '2147483648',
      '-2147483649',
      '1e400',
      '"\\u0000"',
      '"x"',
      'null',
      '[]',
      '{}',
      'true',
      '1.5',
      `"${'x'.repeat(3000)}"`,
      '"javascript:alert(1)"',
      'BUSINESS',
      'NOPE',
    ]);
  const makers: (() => { body: string; headers?: Record<string, string> })[] = [
    () => ({ body: JSON.stringify({ query: `{ business(id: ${value()}) { id name } }` }) }),
    () => ({
      body: JSON.stringify({
        query: `{ businesses(page: ${value()}, filter: { type: ${value()}, searchText: ${value()} }) { totalElements } }`,
      }),
    }),
    () => ({
      body: JSON.stringify({ query: `{ review(kind: ${value()}, parentId: ${value()}, id: ${value()}) { id } }` }),
    }),
    () => ({
      body: JSON.stringify({
        query: 'query ($id: Int!) { business(id: $id) { id } }',
        variables: { id: r.pick(BAD_SCALARS) },
      }),
    }),
    () => ({
      body: JSON.stringify({
        query: 'mutation ($input: BusinessInput!) { createBusiness(input: $input) { id } }',
        variables: {
          input: Object.fromEntries(Array.from({ length: 4 }, () => [r.pick(BODY_FIELDS), r.pick(BAD_SCALARS)])),
        },
      }),
    }),
    () => ({
      body: JSON.stringify({ query: `mutation { login(username: ${value()}, password: ${value()}) { id } }` }),
    }),
    () => ({
      body: JSON.stringify({ query: `{ ${'business(id: 1) { '.repeat(50 + Math.floor(r.next() * 2000))}id }` }),
    }),
    () => ({
      body: JSON.stringify({
        query: `{ ${Array.from({ length: 5 + Math.floor(r.next() * 300) }, (_, i) => `a${i}: businesses { content { id } }`).join(' ')} }`,
      }),
    }),
    () => ({
      body: JSON.stringify({
        query: r.pick([
          '{',
          '}',
          '{ businesses }',
          '{ __typename @skip }',
          'subscription { x }',
          '{ nope }',
          'query q { a } query q { a }',
          '{ ...F }',
          'fragment F on Query { ...F } { ...F }',
          '\u0000',
        ]),
      }),
    }),
    () => ({
      body: r.pick([
        '{',
        '[]',
        '[{"query":"{ me { id } }"},{"query":"{ me { id } }"}]',
        'null',
        '"x"',
        '{"query": 5}',
        '{"variables": "x", "query": "{ me { id } }"}',
        '{"query":"{ me { id } }","operationName":{}}',
      ]),
    }),
    () => ({
      body: JSON.stringify({ query: '{ me { id } }' }),
      headers: {
        'content-type': r.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/graphql-response+json',
          'multipart/form-data',
        ]),
      },
    }),
  ];
  return Array.from({ length: count }, () => r.pick(makers)());
}

describe('fuzzing the REST API and GraphQL with bad requests', () => {
  let system: System;
  let cookie = '';
  beforeAll(async () => {
    system = await startSystem({ authRequestsPerMinute: 1_000_000, loginFailuresPerWindow: 1_000_000 });
    const login = await fetch(`${system.api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member', password: 'demo-password' }),
    });
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  });
  afterAll(() => system?.close());

  it('REST: 1,200 bad requests, no 5xx, no leaks, every 4xx in the error contract', async () => {
    const failures: string[] = [];
    const probes = restProbes(1_200);
    for (const [i, probe] of probes.entries()) {
      const headers = { ...probe.headers, ...(i % 2 ? { cookie } : {}) };
      const response = await fetch(`${system.api.url}${probe.path}`, {
        method: probe.method,
        headers,
        body: probe.body,
      });
      const text = await response.text();
      const where = `${probe.method} ${probe.path.slice(0, 80)} ${probe.body?.slice(0, 80) ?? ''} -> ${response.status}`;
      if (response.status >= 500) failures.push(`${where} ${text.slice(0, 200)}`);
      if (LEAKS.test(text)) failures.push(`leak: ${where} ${text.slice(0, 200)}`);
      if (response.status >= 400 && !inErrorContract(response.status, text))
        failures.push(`contract: ${where} ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('GraphQL: 800 bad requests, no 5xx, no leaks, every refusal with its errors', async () => {
    const failures: string[] = [];
    for (const [i, probe] of graphqlProbes(800).entries()) {
      const response = await fetch(`${system.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-graphql-yoga-csrf': '1',
          ...probe.headers,
          ...(i % 2 ? { cookie } : {}),
        },
        body: probe.body,
      });
      const text = await response.text();
      const where = `${probe.body.slice(0, 100)} -> ${response.status}`;
      if (response.status >= 500) failures.push(`${where} ${text.slice(0, 200)}`);
      if (LEAKS.test(text)) failures.push(`leak: ${where} ${text.slice(0, 200)}`);
      // A masked resolver crash answers 200 with INTERNAL_SERVER_ERROR: a 5xx in disguise.
      if (text.includes('INTERNAL_SERVER_ERROR')) failures.push(`internal: ${where} ${text.slice(0, 200)}`);
      if (response.status >= 400) {
        const body = (() => {
          try {
            return JSON.parse(text) as { errors?: { message?: unknown }[] };
          } catch {
            return undefined;
          }
        })();
        if (!body?.errors?.length || body.errors.some((e) => typeof e.message !== 'string'))
          failures.push(`contract: ${where} ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
