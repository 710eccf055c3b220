/** The product's rules, shared by the API, the BFF and the web client. */
export * from './community.js';
export * from './entries.js';
export * from './limits.js';
export * from './messages.js';
export * from './pages.js';
export * from './roles.js';
export * from './text.js';
export * from './toasts.js';
export * from './validation.js';
