/** How the validation plugin's refusals read, and the rules' combinators (the API is not needed). */
import { optionalRef, requiredText } from '@ffc/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asPayload, inputRuleOf, refusedInput, withId } from './validate.js';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues;
};

describe('refusedInput', () => {
  it("names a form's fields without the argument that carries the form, and other arguments by name", () => {
    const form = z.object({ input: z.object({ name: requiredText('Name is required') }) });
    const near = z.object({ near: z.object({ place: z.string('Place?') }) });
    expect(refusedInput(issuesOf(form, { input: { name: ' ' } })).extensions).toEqual({
      code: 'BAD_REQUEST',
      status: 400,
      fieldErrors: [{ field: 'name', message: 'Name is required' }],
    });
    expect(refusedInput(issuesOf(near, { near: {} })).extensions.fieldErrors).toEqual([
      { field: 'near.place', message: 'Place?' },
    ]);
  });

  it("reports a malformed reference on the reference, as the form names it, through the plugin's issues", () => {
    // The plugin re-creates each issue with zod's as its prototype; the rule's kind must survive.
    const issues = issuesOf(z.object({ input: z.object({ country: optionalRef }) }), {
      input: { country: { id: 'x' } },
    });
    const asPlugin = issues.map((issue) => Object.create(issue, { path: { value: issue.path, enumerable: true } }));
    expect(refusedInput(asPlugin).extensions.fieldErrors).toEqual([{ field: 'country', message: expect.any(String) }]);
  });
});

describe('rule combinators', () => {
  it("withId keeps the changed thing's id through a rule that knows only the other arguments", () => {
    expect(withId(z.object({ enabled: z.boolean() })).parse({ id: 4, enabled: false })).toEqual({
      id: 4,
      enabled: false,
    });
  });

  it('asPayload checks the REST payload the input becomes, and reports at its fields', () => {
    const rule = asPayload(
      ({ nameText }: { nameText: string }) => ({ name: nameText }),
      z.object({ name: requiredText('Name?') }),
    );
    expect(rule.parse({ nameText: ' Cafe ' })).toEqual({ name: 'Cafe' });
    expect(issuesOf(rule, { nameText: '' }).map((i) => [i.path, i.message])).toEqual([[['name'], 'Name?']]);
  });

  it("inputRuleOf picks the input's rule by another argument and reports under `input`", () => {
    const rules = { A: z.object({ rating: z.number().min(1, 'Rate it') }), B: z.object({}) };
    const rule = inputRuleOf((args: { kind: 'A' | 'B'; input: unknown }) => rules[args.kind]);
    expect(rule.parse({ kind: 'B', input: { rating: 0 } })).toEqual({ kind: 'B', input: {} });
    expect(issuesOf(rule, { kind: 'A', input: { rating: 0 } }).map((i) => [i.path, i.message])).toEqual([
      [['input', 'rating'], 'Rate it'],
    ]);
  });
});
