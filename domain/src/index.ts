/** The product's rules, shared by the API, the BFF and the web client: one file per noun, and what they share. */
export * from './affiliate.js';
export * from './businesses.js';
export * from './entries.js';
export * from './homes.js';
export * from './limits.js';
export * from './messages.js';
export * from './pages.js';
export * from './products.js';
export * from './reference.js';
export * from './reviews.js';
export * from './roles.js';
export * from './socials.js';
export * from './support.js';
export * from './text.js';
export * from './toasts.js';
export * from './users.js';
export * from './validation.js';
