/** People: accounts, profiles and roles. */
export * from './roles.js';
export * from './users.js';
