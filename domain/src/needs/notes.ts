/**
 * A note to send ahead: a short, polite request built from what the person needs at a kind of place.
 * Every line is one they chose; nothing about them goes in unless they ticked it (their reason, their
 * sensitivities). The wording is reviewed for tone: it asks, thanks, and never blames.
 */
import { accommodationKeys, type AccommodatedKind } from '../trust/accommodations.js';
import { SENSITIVITIES } from './needs.js';

/** Each accommodation's request, per kind, as a sentence to someone who can help. */
export const NOTE_REQUESTS: { readonly [K in AccommodatedKind]: Readonly<Record<string, string>> } = {
  businesses: {
    'written-policy': 'Could you tell me about your fragrance-free policy, if you have one?',
    'unscented-soap': 'Would it be possible to have unscented hand soap in the restroom?',
    'no-air-fresheners':
      'Could any air fresheners, plug-ins or scented candles be switched off or put away before I come?',
    'staff-fragrance-free': 'Could the staff I will see avoid perfume and scented products that day?',
    'fragrance-free-cleaning': 'Could the space be cleaned with fragrance-free products before my visit?',
    ventilation: 'Would it be possible to open a window, or to sit near fresh air?',
  },
  homes: {
    'fragrance-free-laundry':
      'Could the bed linen and towels be washed in fragrance-free detergent, without fabric softener or dryer sheets?',
    'no-air-fresheners': "Please don't use air freshener, plug-ins or sprays in the home before I arrive.",
    'fragrance-free-cleaning':
      'Could the home be cleaned with fragrance-free products, ideally a day before I arrive so it can air out?',
    'no-scented-candles': 'Could scented candles, incense and diffusers be put away during my stay?',
    'unscented-toiletries': 'Could any scented soap or lotion be taken out of the bathroom? I will bring my own.',
    'no-smoking': 'Could you make sure nobody smokes in the home before my stay?',
  },
  products: {
    'fragrance-free': 'Could you confirm whether this product contains any fragrance or masking scent?',
    'full-ingredients': 'Could you send me its full ingredient list?',
    'no-essential-oils': 'Does it contain any essential oils or plant extracts used for their scent?',
  },
  socials: {
    'meeting-rule': 'Could you remind everyone that the meeting is fragrance-free?',
    'venue-checked': 'Has the venue been checked for air fresheners and scented cleaning products?',
    'online-option': 'Is there a way to join online, in case the room is not safe for me?',
  },
};

/** One more request each kind's note may carry, that no accommodation names. */
export const NOTE_EXTRAS: Readonly<Record<AccommodatedKind, string>> = {
  businesses: 'May I have the first appointment of the day, before the air has taken on scents?',
  homes: 'Could you let me know if anything scented has been used in the home recently, so I can plan?',
  products: 'Is there a fragrance-free version of this product?',
  socials: 'Could I sit near a door or a window?',
};

/** How a note opens, to the kind of place it goes to. */
const OPENINGS: Readonly<Record<AccommodatedKind, (name: string) => string>> = {
  businesses: (name) => `I am planning to visit ${name}.`,
  homes: (name) => `I am looking forward to staying at ${name}.`,
  products: (name) => `I am interested in ${name}.`,
  socials: (name) => `I would like to join ${name}.`,
};

/** What the person chose to put in their note. */
export interface NoteChoice {
  readonly kind: AccommodatedKind;
  /** The place's, product's or group's name. */
  readonly name: string;
  /** The accommodations whose requests go in. */
  readonly requests: readonly string[];
  /** The kind's extra request. */
  readonly extra: boolean;
  /** Whether it says why they ask (they react to fragrances). */
  readonly why: boolean;
  /** The sensitivities it names, if they chose any. */
  readonly sensitivities: readonly string[];
}

const sensitivityLabel = (key: string) => SENSITIVITIES.find((s) => s.key === key)?.label.toLowerCase() ?? key;

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The sensitivities chosen, in the list's order, with the verb that agrees: "smoke affects", "a and b affect". */
function named(chosen: readonly string[]): string {
  const labels = SENSITIVITIES.filter((s) => chosen.includes(s.key)).map((s) => sensitivityLabel(s.key));
  return `${listed(labels)} ${labels.length === 1 ? 'affects' : 'affect'}`;
}

/** The note, as plain text: a greeting, why (if chosen), each chosen request, thanks. */
export function noteText(choice: NoteChoice): string {
  const { kind, name, why, extra } = choice;
  const requests = accommodationKeys(kind)
    .filter((key) => choice.requests.includes(key))
    .map((key) => NOTE_REQUESTS[kind][key])
    .filter((line): line is string => !!line);
  if (extra) requests.push(NOTE_EXTRAS[kind]);
  const reason = why
    ? [
        'I react to fragrances and scented products, so I would be grateful for your help.' +
          (choice.sensitivities.length > 0 ? ` In particular, ${named(choice.sensitivities)} me.` : ''),
      ]
    : [];
  return [
    'Hello,',
    '',
    [OPENINGS[kind](name), ...reason].join(' '),
    '',
    ...requests.map((line) => `- ${line}`),
    ...(requests.length > 0 ? [''] : []),
    'Thank you very much.',
  ].join('\n');
}

/** The subject of a note sent by email. */
export const noteSubject = (name: string) => `A request before my visit: ${name}`;

export const NOTE_TEXT = {
  title: 'A note to send ahead',
  intro: 'A short, polite request to send before you go. Only what you tick goes in.',
  requests: 'Ask for',
  extra: 'Also ask',
  why: 'Say that I react to fragrances',
  sensitivities: 'Name what I react to',
  preview: 'Your note',
  copy: 'Copy',
  copied: 'Note copied.',
  email: 'Email it',
  print: 'Print as a card',
} as const;
