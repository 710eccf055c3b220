/**
 * The moderation log: who did what to which entry, review, ticket or account, and when.
 * It records deletions and edits of other people's content, reverts of an entry to an earlier
 * revision, role changes, disabling and re-enabling an account, and administrator password resets.
 */
import { z } from 'zod';
import { id, text } from '../entries/entries.js';

/**
 * `edited` and `reverted` are changes to someone else's entry and a moderator's revert (history.ts);
 * `report-resolved` names the report's resolution (and note) in `detail`; `closed`, `reopened` and
 * `merged` are a moderator's direct acts on an entry (reports.ts).
 */
export const MODERATION_ACTIONS = [
  'deleted',
  'edited',
  'reverted',
  'roles-changed',
  'disabled',
  'enabled',
  'password-reset',
  'report-resolved',
  'closed',
  'reopened',
  'merged',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** An action's name in GraphQL, whose names cannot hold a hyphen: `roles-changed` is `roles_changed`. */
export const moderationActionName = (action: ModerationAction): string => action.replaceAll('-', '_');

/** The action a GraphQL name stands for; undefined for a name that is none of them. */
export const moderationActionNamed = (name: string): ModerationAction | undefined =>
  MODERATION_ACTIONS.find((action) => moderationActionName(action) === name);

export const MODERATION_TARGETS = [
  'business',
  'home',
  'product',
  'social',
  'review',
  'ticket',
  'account',
  'photo',
] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

/** A line of the log as the API answers it. */
export const moderationLogEntry = z.object({
  id,
  actorId: id.nullish(),
  actorUsername: text,
  action: z.enum(MODERATION_ACTIONS),
  targetKind: z.enum(MODERATION_TARGETS),
  targetId: id,
  targetName: text,
  /** What changed, where it says more than the action (the roles given, the fields edited, the revision restored). */
  detail: text,
  createdDate: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntry>;

const TARGET_LABELS: Record<ModerationTarget, string> = {
  business: 'business',
  home: 'rental home',
  product: 'product',
  social: 'social group',
  review: 'review',
  ticket: 'support ticket',
  account: 'account',
  photo: 'photo',
};

/** The moderation log's detail of a revert: the revision the entry was set back to. */
export const revertDetail = (revision: number): string => `revision ${revision}`;

/** Where a line's entry can still be seen: its kind's address (a deleted one answers "not found"). */
export const ENTRY_TARGET_PATHS: Partial<Record<ModerationTarget, string>> = {
  business: '/businesses',
  home: '/homes',
  product: '/products',
  social: '/socials',
};

/** A line of the log as a person reads it: "deleted the business “Clear Air Cafe”". */
export function describeModeration({
  action,
  targetKind,
  targetName,
  detail,
}: Pick<ModerationLogEntry, 'action' | 'targetKind' | 'targetName' | 'detail'>): string {
  const what = `the ${TARGET_LABELS[targetKind]} “${targetName ?? '?'}”`;
  switch (action) {
    case 'deleted':
      return `deleted ${what}`;
    case 'edited':
      return detail ? `edited ${what} (${detail})` : `edited ${what}`;
    case 'reverted':
      return detail ? `reverted ${what} to ${detail}` : `reverted ${what} to an earlier revision`;
    case 'roles-changed':
      return `set the roles of ${what} to ${detail || 'member only'}`;
    case 'disabled':
      return `disabled ${what}`;
    case 'enabled':
      return `re-enabled ${what}`;
    case 'password-reset':
      return `reset the password of ${what}`;
    case 'report-resolved':
      return `resolved a report on ${what}: ${detail || '?'}`;
    case 'closed':
      return `marked ${what} permanently closed`;
    case 'reopened':
      return `reopened ${what}`;
    case 'merged':
      return `merged ${what} into ${detail || 'another entry'}`;
  }
}
