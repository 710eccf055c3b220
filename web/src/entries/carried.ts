/**
 * Every field of a kind's REST answer (its schema in domain/) reaches the screens: the kind's
 * GraphQL type has it and the kind's fragment selects it, or it is named here as not shown. A
 * field added to the domain and not carried through the BFF and the web fails to compile here,
 * naming it (`missingFromFragment`); so does a payload field the kind's GraphQL input does not
 * take (`missingFromInput`). Types only: nothing here runs.
 */
import type { Business, BusinessPayload } from '@ffc/domain/businesses';
import type { Home, HomePayload } from '@ffc/domain/homes';
import type { Company, Product, ProductPayload } from '@ffc/domain/products';
import type { Review } from '@ffc/domain/reviews';
import type { Social, SocialPayload } from '@ffc/domain/socials';
import type { SupportTicket, SupportTicketUpdatePayload } from '@ffc/domain/support';
import type {
  BusinessFieldsFragment,
  BusinessInput,
  HomeInput,
  ProductInput,
  SocialInput,
  SupportTicketInput,
  CompanyFieldsFragment,
  HomeFieldsFragment,
  ProductFieldsFragment,
  ReviewFieldsFragment,
  SocialFieldsFragment,
  SupportTicketFieldsFragment,
} from '../gql/graphql';

/** The REST answer's `reviews` (a count) is GraphQL's `reviewCount`. */
type Renamed = 'reviews';
export type NotCarried<Answer, Fragment, NotShown extends string = never> = Exclude<
  keyof Answer & string,
  keyof Fragment | Renamed | NotShown
>;
export type Carried<Missing> = [Missing] extends [never] ? true : { missingFromFragment: Missing };

/**
 * Whether it closed, what it was merged into and its open reports: each kind's detail query selects
 * them beside its fragment (forms never edit them) and `EntryNotices` shows them.
 */
type ShownByNotices = 'closed' | 'mergedInto' | 'openReports';
/**
 * An entry's photos: its detail query selects them beside its fragment and `EntryPhotos` shows
 * them; a review's come from its entry's on the entry's page (ReviewsList), and from the review
 * query on the review's own page.
 */
type ShownByPhotos = 'photos';
/** Reviewed entries show their reviewers, not their creator or last editor. */
export type ReviewedNotShown = 'createdByUsername' | 'modifiedByUsername' | ShownByNotices | ShownByPhotos;

export const businessCarried: Carried<NotCarried<Business, BusinessFieldsFragment, ReviewedNotShown>> = true;
export const homeCarried: Carried<NotCarried<Home, HomeFieldsFragment, ReviewedNotShown>> = true;
export const productCarried: Carried<NotCarried<Product, ProductFieldsFragment, ReviewedNotShown>> = true;
export const companyCarried: Carried<NotCarried<Company, CompanyFieldsFragment>> = true;
export const socialCarried: Carried<NotCarried<Social, SocialFieldsFragment, ShownByNotices | ShownByPhotos>> = true;
// A ticket is shown to moderators by its fields and dates; who filed or changed it is in the REST answer only.
export const supportCarried: Carried<
  NotCarried<SupportTicket, SupportTicketFieldsFragment, 'createdByUsername' | 'modifiedById' | 'modifiedByUsername'>
> = true;
// GraphQL names a review's entry by `kind` and `parentId` instead of `businessEntity` (or home, product).
export const reviewCarried: Carried<
  NotCarried<
    Review,
    ReviewFieldsFragment,
    'modifiedById' | 'businessEntity' | 'homeEntity' | 'productEntity' | ShownByPhotos
  >
> = true;

/** A payload field (domain) the GraphQL input has neither as itself nor as its `…Id` reference. */
export type NotInInput<Payload, Input, Composed extends string = never> = Exclude<
  {
    [K in keyof Payload & string]: K extends keyof Input ? never : `${K}Id` extends keyof Input ? never : K;
  }[keyof Payload & string],
  Composed
>;
export type Accepted<Missing> = [Missing] extends [never] ? true : { missingFromInput: Missing };

export const businessAccepted: Accepted<NotInInput<BusinessPayload, BusinessInput>> = true;
export const homeAccepted: Accepted<NotInInput<HomePayload, HomeInput>> = true;
// The input's `company` (a Company Option and the company's fields) makes both.
export const productAccepted: Accepted<NotInInput<ProductPayload, ProductInput, 'companyUpdate' | 'companyEntity'>> =
  true;
export const socialAccepted: Accepted<NotInInput<SocialPayload, SocialInput>> = true;
export const supportAccepted: Accepted<NotInInput<SupportTicketUpdatePayload, SupportTicketInput>> = true;
