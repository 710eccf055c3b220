/** Keeping entries right: support tickets, reports of a change, the moderation log, an entry's history. */
export * from './history.js';
export * from './moderation.js';
export * from './reports.js';
export * from './support.js';
