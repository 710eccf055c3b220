/** The msw server the component tests answer GraphQL with. */
import { setupServer } from 'msw/node';

export const server = setupServer();
