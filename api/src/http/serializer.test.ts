import { describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerSerializerCompiler, noContent } from './schemas.js';

const compile = (schema: z.ZodType) =>
  answerSerializerCompiler({ schema, method: 'GET', url: '/api/things', httpStatus: '200' });

describe('answers written from their schemas', () => {
  const person = z.object({
    id: z.number().int(),
    username: z.string(),
    city: z.string().nullish(),
    tags: z.array(z.object({ key: z.string() })),
  });

  it('writes only the fields a schema names, at every depth, as zod would', () => {
    const write = compile(z.object({ content: z.array(person), total: z.number() }));
    const row = { id: 1, username: 'sam', city: null, email: 'sam@example.org', tags: [{ key: 'a', secret: 'x' }] };
    const written = JSON.parse(write({ content: [row], total: 1, passwordHash: 'h' })) as unknown;
    expect(written).toEqual({ content: [{ id: 1, username: 'sam', city: null, tags: [{ key: 'a' }] }], total: 1 });
    const zodWrites = serializerCompiler({
      schema: z.object({ content: z.array(person), total: z.number() }),
      method: 'GET',
      url: '/api/things',
    });
    expect(written).toEqual(JSON.parse(zodWrites({ content: [row], total: 1 })));
  });

  it('writes a nullable object without the keys its schema does not name, and null as null', () => {
    const write = compile(
      z.object({ state: z.object({ id: z.number().int(), name: z.string() }).nullish(), city: z.string().nullable() }),
    );
    expect(JSON.parse(write({ state: { id: 1, name: 'Oregon', secret: 'x', gone: undefined }, city: null }))).toEqual({
      state: { id: 1, name: 'Oregon' },
      city: null,
    });
    expect(JSON.parse(write({ state: null, city: 'Portland' }))).toEqual({ state: null, city: 'Portland' });
  });

  it('writes user text as JSON text, never markup', () => {
    const write = compile(person);
    const text = '</script><img src=x onerror=alert(1)>"\\\u2028';
    expect((JSON.parse(write({ id: 2, username: text, tags: [] })) as { username: string }).username).toBe(text);
  });

  it('refuses an answer that misses a required field rather than writing half of it', () => {
    expect(() => compile(person)({ id: 3, tags: [] })).toThrow();
  });

  it('keeps zod for what JSON Schema cannot say (a 204)', () => {
    expect(() => compile(noContent)).not.toThrow();
  });
});
