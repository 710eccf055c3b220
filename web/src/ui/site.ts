/** The site name (SITE_NAME at build time, else the product's) and the footer's developer line. */
import { SITE_NAME } from '@ffc/domain/messages';

const configured: unknown = import.meta.env.VITE_SITE_NAME;
export const siteName: string = typeof configured === 'string' && configured !== '' ? configured : SITE_NAME;
