/** The site name (SITE_NAME at build time, else the product's) and the footer's developer line. */
import { SITE_NAME } from '@ffc/domain/messages';

export const siteName: string = import.meta.env.VITE_SITE_NAME || SITE_NAME;
