/** Safe for me: a person's needs, the note to send ahead, My places and the copy kept for the road. */
export * from './myPlaces.js';
export * from './needs.js';
export * from './notes.js';
export * from './road.js';
