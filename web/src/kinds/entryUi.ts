/** What the shared entry screens need to know about a reviewed kind: its address, label and texts. */
import { LOAD_FAILED } from '@ffc/domain/messages';
import { KINDS, type EntryKind as Collection } from '@ffc/domain/kinds';
import { type PhotoKind } from '@ffc/domain/photos';
import { type ReportableKind } from '@ffc/domain/reports';
import { LABELS } from '@ffc/domain/toasts';
import type { EntryKind, ReviewKind } from '../gql/graphql';

/** What the shared entry screens need to know about any kind. */
export interface EntryUi {
  /** The list's address, e.g. /businesses; the detail is {path}/{id}. */
  path: string;
  /** The entry's toast label, e.g. Business. */
  label: string;
  /** Spec section 8: the entry could not be loaded. */
  loadFailed: string;
  /** Spec section 8: said (and toasted) when there is no such entry; otherwise "{label} not found." */
  notFound?: string;
  /** Entry kinds keep a history of their changes (`/{path}/{id}/history`); support tickets do not. */
  historyKind?: EntryKind;
  /** The kind people may report a change to (its REST collection); none for support tickets. */
  reportAs?: ReportableKind;
  /** The kind people may add photos to (its REST collection, the upload's address); none for support tickets. */
  photosAs?: PhotoKind;
}

export interface ReviewedUi extends EntryUi {
  kind: ReviewKind;
  /** Spec section 8: a review could not be loaded, or is not there. */
  reviewLoadFailed: string;
  reviewNotFound: string;
}

/** What the registry of kinds says of a kind's screens: address, report and photo collection, GraphQL name. */
const declared = <K extends Collection>(kind: K) => ({
  path: `/${kind}`,
  reportAs: kind,
  photosAs: kind,
  historyKind: KINDS[kind].value,
});

export const BUSINESS_UI: ReviewedUi = {
  ...declared('businesses'),
  kind: KINDS.businesses.value,
  label: LABELS.business,
  loadFailed: LOAD_FAILED.business,
  reviewLoadFailed: LOAD_FAILED.businessReview,
  reviewNotFound: LOAD_FAILED.businessReviewView,
};

export const HOME_UI: ReviewedUi = {
  ...declared('homes'),
  kind: KINDS.homes.value,
  label: LABELS.home,
  loadFailed: LOAD_FAILED.home,
  reviewLoadFailed: LOAD_FAILED.homeReview,
  reviewNotFound: LOAD_FAILED.homeReviewView,
};

export const PRODUCT_UI: ReviewedUi = {
  ...declared('products'),
  kind: KINDS.products.value,
  label: LABELS.product,
  loadFailed: LOAD_FAILED.product,
  reviewLoadFailed: LOAD_FAILED.productReview,
  reviewNotFound: LOAD_FAILED.productReviewView,
};

export const SOCIAL_UI: EntryUi = {
  ...declared('socials'),
  label: LABELS.social,
  loadFailed: LOAD_FAILED.socials,
  notFound: LOAD_FAILED.socials,
};

export const editPath = (kind: EntryUi, id: number) => `${kind.path}/${id}/edit`;
export const historyPath = (kind: EntryUi, id: number) => `${kind.path}/${id}/history`;
export const reviewPath = (kind: ReviewedUi, parentId: number, id: number) => `${kind.path}/${parentId}/reviews/${id}`;
