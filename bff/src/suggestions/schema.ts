/**
 * suggestions(text, kind): what a search box offers as someone types (REST `GET /suggestions`):
 * entries by name, places that have entries, and types, each with the site path it opens. Not
 * cached here: each answer follows the entries as they are, and the API answers quickly.
 */
import { SUGGESTION_TYPES, type Suggestion } from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { EntryCollectionEnum } from '../reports/schema.js';

/** Spelt as REST and the domain spell them (`entryType`), as ListSort is. */
const SuggestionTypeEnum = builder.enumType('SuggestionType', {
  description:
    'What a suggestion names: an entry (its page), a place (a list searched there) or a type (a list of that type).',
  values: SUGGESTION_TYPES,
});

const SuggestionRef = builder.objectRef<Suggestion>('Suggestion').implement({
  description: 'One suggestion for a typed search: what to show, and the site path it opens.',
  fields: (t) => ({
    label: t.exposeString('label'),
    type: t.expose('type', { type: SuggestionTypeEnum }),
    kind: t.expose('kind', {
      type: EntryCollectionEnum,
      nullable: true,
      description: 'The list it belongs to; null only for a type that spans lists.',
    }),
    id: t.exposeInt('id', {
      nullable: true,
      description: "The entry's id (type `entry`); null for a place or a type.",
    }),
    path: t.exposeString('path', {
      description: "The site path it opens: an entry's page, or a list searched or filtered.",
    }),
  }),
});

builder.queryFields((t) => ({
  suggestions: t.field({
    type: [SuggestionRef],
    args: {
      text: t.arg.string({
        required: true,
        description: 'What was typed: 2 to 100 letters, else BAD_REQUEST with a field error on `text`.',
      }),
      kind: t.arg({
        type: EntryCollectionEnum,
        description: 'Only suggestions from this list; all lists without one.',
      }),
    },
    description:
      'Suggestions for a typed search, best first (at most 8), with the same typo rules as the lists. For anyone.',
    resolve: (_root, { text, kind }, { rest }) => rest.suggestions(text, kind ?? null),
  }),
}));
