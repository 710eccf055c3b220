/** The languages the site speaks, as GraphQL names them (`en`, `fr`, `es`, `de`). */
import { LANGUAGES } from '@ffc/domain';
import { builder } from '../builder/builder.js';

export const LanguageEnum = builder.enumType('Language', {
  description: 'A language the site speaks: English, French, Spanish or German.',
  values: LANGUAGES,
});
