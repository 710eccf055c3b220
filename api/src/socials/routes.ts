/** /socials: the generic entry routes, configured for social groups. */
import { entryRoutes } from '../entries/routes.js';
import { socialKind } from './kind.js';

export default entryRoutes(socialKind);
