import { describe, expect, it } from 'vitest';
import { directionsUrl, telHref } from './contact.js';

describe('reaching an entry from a phone', () => {
  it('calls the digits of a phone number as people type it, keeping a leading plus', () => {
    expect(telHref('(503) 555-0100')).toBe('tel:5035550100');
    expect(telHref('+1 503 555 0100 ext.')).toBe('tel:+15035550100');
    expect(telHref('call us')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('gives directions to the position when there is one, else to the address, else none', () => {
    expect(directionsUrl({ latitude: 45.52, longitude: -122.68, addressLines: ['1 Main St'] })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=45.52%2C-122.68',
    );
    expect(directionsUrl({ addressLines: ['1 Main St', 'Portland, Oregon 97201'] })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Portland%2C%20Oregon%2097201',
    );
    expect(directionsUrl({ latitude: null, longitude: null, addressLines: [] })).toBeNull();
  });
});
