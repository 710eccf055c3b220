import { describe, expect, it } from 'vitest';
import { ACCOMMODATIONS, NEED_KINDS, NOTE_EXTRAS, NOTE_REQUESTS, noteSubject, noteText } from '../index.js';

describe('a note to send ahead', () => {
  it('has a polite request for every accommodation of every kind, each a question or a please', () => {
    for (const kind of NEED_KINDS) {
      for (const { key } of ACCOMMODATIONS[kind]) {
        const line = NOTE_REQUESTS[kind][key];
        expect(line, `${kind} ${key}`).toBeDefined();
        expect(line!, `${kind} ${key}`).toMatch(/\?$|^Please|^Could|^Would/);
        // Never a demand or a blame.
        expect(line!).not.toMatch(/\b(must|have to|need you to|your fault)\b/i);
      }
      expect(NOTE_EXTRAS[kind]).toMatch(/\?$/);
    }
  });

  it('puts in only what the person chose, in the catalogue’s order', () => {
    const note = noteText({
      kind: 'homes',
      name: 'Quiet Cabin',
      requests: ['no-smoking', 'no-air-fresheners'],
      extra: false,
      why: false,
      sensitivities: ['smoke'],
    });
    expect(note).toBe(
      [
        'Hello,',
        '',
        'I am looking forward to staying at Quiet Cabin.',
        '',
        "- Please don't use air freshener, plug-ins or sprays in the home before I arrive.",
        '- Could you make sure nobody smokes in the home before my stay?',
        '',
        'Thank you very much.',
      ].join('\n'),
    );
    // Not chosen: no reason, and no sensitivity, although the person has one.
    expect(note).not.toMatch(/react|smoke affects/i);
  });

  it('says why, and names the sensitivities, only when asked', () => {
    const note = noteText({
      kind: 'businesses',
      name: 'Clear Air Cafe',
      requests: [],
      extra: true,
      why: true,
      sensitivities: ['smoke', 'perfume', 'essential-oils'],
    });
    expect(note).toContain(
      'I am planning to visit Clear Air Cafe. I react to fragrances and scented products, so I would be grateful for ' +
        'your help. In particular, perfume and cologne, essential oils and smoke affect me.',
    );
    expect(note).toContain('- May I have the first appointment of the day');
    expect(noteSubject('Clear Air Cafe')).toBe('A request before my visit: Clear Air Cafe');
  });
});
