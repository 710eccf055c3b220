import { describe, expect, it } from 'vitest';
import {
  affiliateLink,
  AFFILIATE_TAG,
  socialSchema,
  supportFilterSchema,
  supportTicketSchema,
  supportTicketUpdateSchema,
  userFilterSchema,
} from '../index.js';
import { formErrors } from '../index.js';

describe('social group rules', () => {
  it('requires name, description, type, frequency and country, with the spec messages', () => {
    expect(formErrors(socialSchema, {})).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      socialType: 'Type is required',
      frequencyType: 'Frequency is required',
      country: 'Country is required',
    });
    expect(
      formErrors(socialSchema, { email: 'x', website: 'w'.repeat(256), description: 'd'.repeat(1025) }),
    ).toMatchObject({
      email: 'Invalid email',
      website: 'Maximum of 255 characters allowed',
      description: 'Maximum of 1024 characters allowed',
    });
  });

  it('is active unless switched off', () => {
    const group = socialSchema.parse({
      name: 'n',
      description: 'd',
      socialType: { id: 1 },
      frequencyType: { id: 3 },
      country: { id: 1 },
    });
    expect(group).toMatchObject({ active: true, policy: false });
  });
});

describe('support ticket rules', () => {
  it('requires a name and a support type; the description may be 1024 long; email updates default off', () => {
    expect(formErrors(supportTicketSchema, {})).toEqual({
      name: 'Name is required',
      supportType: 'Support Type is required',
    });
    expect(
      formErrors(supportTicketSchema, { name: 'n', supportType: { id: 1 }, description: 'd'.repeat(1025) }),
    ).toEqual({
      description: 'Maximum of 1024 characters allowed',
    });
    expect(supportTicketSchema.parse({ name: 'n', supportType: { id: 1 }, entityId: '42' })).toMatchObject({
      email: false,
      entityId: 42,
    });
    expect(formErrors(supportTicketSchema, { name: 'n', supportType: { id: 1 }, entityId: 'abc' })).toEqual({
      entityId: 'Value must be a number',
    });
  });

  it('keeps tickets active on edit and search unless switched off', () => {
    expect(supportTicketUpdateSchema.parse({ name: 'n', supportType: { id: 1 } }).active).toBe(true);
    expect(supportFilterSchema.parse({}).active).toBe(true);
    expect(supportFilterSchema.parse({ active: 'false' }).active).toBe(false);
    expect(formErrors(supportFilterSchema, { supportType: 'x' })).toEqual({ supportType: 'Value must be a number' });
    expect(formErrors(userFilterSchema, { userId: 'x' })).toEqual({ userId: 'Value must be a number' });
  });
});

describe('affiliate links', () => {
  it('turns a product address with /dp/{code} into a link with the fixed tag', () => {
    expect(affiliateLink('https://www.amazon.com/Some-Soap/dp/B00ABCDEF1/ref=sr_1_1?keywords=soap')).toBe(
      `https://www.amazon.com/dp/B00ABCDEF1?tag=${AFFILIATE_TAG}`,
    );
    expect(affiliateLink('https://www.amazon.com/dp/b00abcdef1')).toBe(
      `https://www.amazon.com/dp/B00ABCDEF1?tag=${AFFILIATE_TAG}`,
    );
    expect(affiliateLink('https://www.amazon.com/s?k=soap')).toBeNull();
    expect(affiliateLink('not a url')).toBeNull();
  });
});
