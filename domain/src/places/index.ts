/** Each kind of place: businesses, rental homes, products, social groups, and how a phone reaches one. */
export * from './affiliate.js';
export * from './businesses.js';
export * from './contact.js';
export * from './homes.js';
export * from './products.js';
export * from './socials.js';
