/** Reference data (spec section 3): the option lists every form and filter offers. */
import { z } from 'zod';

/** A row of reference data, and a reference to a row as the REST answers carry it. */
export const option = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof option>;

/** A product type names its category. */
export const productTypeOption = option.extend({ productCategoryType: option });

/** GET /types: every option list in one answer (countries in use beside all countries). */
export const referenceData = z.object({
  countryList: z.array(option),
  usedCountryList: z.array(option),
  businessTypes: z.array(option),
  productTypes: z.array(productTypeOption),
  productCategories: z.array(option),
  homeTypes: z.array(option),
  entityTypes: z.array(option),
  supportTypes: z.array(option),
  userTypes: z.array(option),
  socialTypes: z.array(option),
  frequencyTypes: z.array(option),
});
export type ReferenceData = z.infer<typeof referenceData>;
