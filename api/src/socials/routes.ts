/** /socials: the generic entry routes, configured for social groups. */
import { entryRoutes } from '../entries/routes.js';
import { socialSpec } from './spec.js';

export default entryRoutes(socialSpec);
