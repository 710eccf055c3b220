/** Each kind of place: businesses, homes, products, social groups, their collections, and how to reach one. */
export * from './affiliate.js';
export * from './businesses.js';
export * from './collections.js';
export * from './contact.js';
export * from './fieldLabels.js';
export * from './homes.js';
export * from './products.js';
export * from './socials.js';
