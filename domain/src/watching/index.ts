/** Watching places, and the notifications their changes leave. */
export * from './watching.js';
