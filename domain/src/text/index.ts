/** What a person reads: the message catalogue, formatting, toasts, field errors, limits and the site's pages. */
export * from './errors.js';
export * from './limits.js';
export * from './messages.js';
export * from './pages.js';
export * from './text.js';
export * from './toasts.js';
export * from './languages.js';
