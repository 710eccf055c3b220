/** What makes an entry trustworthy: accommodations and their checks, reviews and votes, photos as proof. */
export * from './accommodations.js';
export * from './checks.js';
export * from './photos.js';
export * from './reviews.js';
export * from './votes.js';
