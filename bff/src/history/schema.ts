/**
 * An entry's history (REST /{collection}/{id}/history): `history(kind, id, page)` answers its
 * revisions newest first, each changed field with its label and its values as a person reads them;
 * `revertEntry(kind, id, revision)` sets the entry back to a revision (moderators and administrators).
 */
import {
  historyFieldLabel,
  REVISION_ACTION_LABELS,
  REVISION_ACTIONS,
  revisionValueText,
  ENTRY_KINDS,
  kindOfValue,
  valuesOf,
  type EntryKind as EntryCollection,
  type KindValue,
  type Revision,
} from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { afterDelete, pageType } from '../entries/fields.js';

/** The kinds as GraphQL names them (`EntryKind`), and the REST collection each names. */
const KIND_VALUES = valuesOf(ENTRY_KINDS);
const collectionOf = (kind: KindValue): EntryCollection => kindOfValue(kind, ENTRY_KINDS);

export const EntryKind = builder.enumType('EntryKind', {
  values: KIND_VALUES,
  description: 'A kind of entry: business, rental home, product or social group.',
});

/** Spelt as REST and the domain spell them (`edited`), as ListSort is. */
const RevisionActionEnum = builder.enumType('RevisionAction', {
  description: 'What a revision did.',
  values: Object.fromEntries(
    REVISION_ACTIONS.map((action) => [action, { value: action, description: REVISION_ACTION_LABELS[action] }]),
  ),
});

interface ShownChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A revision with its changes as a person reads them (values depend on the entry's kind). */
interface ShownRevision extends Omit<Revision, 'changes'> {
  changes: ShownChange[];
}

const FieldChangeRef = builder.objectRef<ShownChange>('FieldChange').implement({
  description:
    'One changed field of a revision: its name, its label, and its value before and after as a person reads it.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The REST field name, e.g. description.' }),
    label: t.exposeString('label', { description: 'What the forms call it, e.g. Description.' }),
    before: t.exposeString('before', {
      description: 'References by name, accommodations by label, switches Yes or No, "(none)" for nothing.',
    }),
    after: t.exposeString('after'),
  }),
});

const RevisionRef = builder.objectRef<ShownRevision>('Revision').implement({
  description: 'A change of an entry: who made it (public username, or "deleted user"), when, and what changed.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    action: t.expose('action', { type: RevisionActionEnum }),
    actionLabel: t.string({
      description: 'The action as the history names it.',
      resolve: (r) => REVISION_ACTION_LABELS[r.action],
    }),
    changes: t.expose('changes', { type: [FieldChangeRef] }),
    revertedTo: t.exposeInt('revertedTo', {
      nullable: true,
      description: 'For a revert: the revision it set the entry back to.',
    }),
    actorId: t.exposeInt('actorId', { nullable: true }),
    actorUsername: t.exposeString('actorUsername'),
    createdDate: t.exposeString('createdDate'),
  }),
});

const RevisionPageRef = pageType('RevisionPage', RevisionRef);

builder.queryFields((t) => ({
  history: t.field({
    type: RevisionPageRef,
    description: "An entry's history, newest first (anyone may read it).",
    args: {
      kind: t.arg({ type: EntryKind, required: true }),
      id: t.arg.int({ required: true }),
      page: t.arg.int({ defaultValue: 0 }),
      size: t.arg.int(),
    },
    resolve: async (_root, { kind, id, page, size }, { rest }) => {
      const collection = collectionOf(kind);
      const found = await rest.history(collection, id, page ?? 0, size ?? undefined);
      return {
        ...found,
        content: found.content.map((r) => ({
          ...r,
          changes: r.changes.map((c) => ({
            field: c.field,
            label: historyFieldLabel(c.field),
            before: revisionValueText(collection, c.field, c.before),
            after: revisionValueText(collection, c.field, c.after),
          })),
        })),
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  revertEntry: t.boolean({
    authScopes: { staff: true },
    description:
      "Moderators and administrators: sets the entry's fields back to a revision; " +
      'the revert is a revision of its own and a line of the moderation log.',
    args: {
      kind: t.arg({ type: EntryKind, required: true }),
      id: t.arg.int({ required: true }),
      revision: t.arg.int({ required: true }),
    },
    resolve: async (_root, { kind, id, revision }, ctx) => {
      await ctx.rest.revertEntry(collectionOf(kind), id, revision);
      // Its countries in use may have changed, as after a delete.
      return afterDelete(ctx);
    },
  }),
}));
