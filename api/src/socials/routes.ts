/** /socials: the generic entry routes, configured for social groups. */
import { entryRoutes } from '../entries/routes.js';
import { socialSpec } from '../kinds/socials.js';

export default entryRoutes(socialSpec);
