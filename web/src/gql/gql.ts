/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id username email roles }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input)\n  }\n": typeof types.SignupDocument,
    "\n  mutation ForgotUsername($email: String!) {\n    forgotUsername(email: $email)\n  }\n": typeof types.ForgotUsernameDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation AdminResetPassword($input: ResetPasswordInput!) {\n    adminResetPassword(input: $input)\n  }\n": typeof types.AdminResetPasswordDocument,
    "\n  fragment ProfileFields on User {\n    id username email name address1 address2 city postalCode phoneNumber website\n    state { id name }\n    country { id name }\n    createdDate modifiedDate emailConfirmed\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile { ...ProfileFields }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...ProfileFields }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ClearProfile {\n    clearProfile { ...ProfileFields }\n  }\n": typeof types.ClearProfileDocument,
    "\n  mutation ForgotPassword($login: String!) {\n    forgotPassword(login: $login)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {\n    resetPasswordWithToken(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordWithTokenDocument,
    "\n  query ExportMyData {\n    exportMyData\n  }\n": typeof types.ExportMyDataDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation SendEmailConfirmation {\n    sendEmailConfirmation\n  }\n": typeof types.SendEmailConfirmationDocument,
    "\n  query Businesses($filter: BusinessFilter, $page: Int) {\n    page: businesses(filter: $filter, page: $page) {\n      content {\n        id name closed businessType { id name } city state { id name } country { id name } policy\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        reviewCount rating latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n": typeof types.BusinessesDocument,
    "\n  fragment BusinessFields on Business {\n    id name description businessType { id name } address1 address2 city state { id name } country { id name }\n    postalCode phoneNumber email website policy policyDescription latitude longitude\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n": typeof types.BusinessFieldsFragmentDoc,
    "\n  query Business($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: business(id: $id) {\n      ...BusinessFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) {\n        ...ReviewPageFields\n      }\n    }\n  }\n": typeof types.BusinessDocument,
    "\n  query BusinessForEdit($id: Int!) {\n    entry: business(id: $id) { ...BusinessFields }\n  }\n": typeof types.BusinessForEditDocument,
    "\n  mutation CreateBusiness($input: BusinessInput!) {\n    saved: createBusiness(input: $input) { ...BusinessFields }\n  }\n": typeof types.CreateBusinessDocument,
    "\n  mutation UpdateBusiness($id: Int!, $input: BusinessInput!) {\n    saved: updateBusiness(id: $id, input: $input) { ...BusinessFields }\n  }\n": typeof types.UpdateBusinessDocument,
    "\n  mutation DeleteBusiness($id: Int!) {\n    deleted: deleteBusiness(id: $id)\n  }\n": typeof types.DeleteBusinessDocument,
    "\n  mutation SetBusinessClosed($id: Int!, $closed: Boolean!) {\n    saved: setBusinessClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n": typeof types.SetBusinessClosedDocument,
    "\n  mutation CheckBusinessAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkBusinessAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...BusinessFields }\n  }\n": typeof types.CheckBusinessAccommodationsDocument,
    "\n  fragment AccommodationStatusFields on AccommodationStatus {\n    key confirmations disputes lastConfirmed state\n  }\n": typeof types.AccommodationStatusFieldsFragmentDoc,
    "\n  query Places($text: String!, $asYouType: Boolean) {\n    places(text: $text, asYouType: $asYouType) { displayName latitude longitude kind countryCode }\n  }\n": typeof types.PlacesDocument,
    "\n  query Suggestions($text: String!, $kind: EntryCollection) {\n    suggestions(text: $text, kind: $kind) { label type kind id path }\n  }\n": typeof types.SuggestionsDocument,
    "\n  query History($kind: EntryKind!, $id: Int!, $page: Int) {\n    history(kind: $kind, id: $id, page: $page) {\n      content {\n        id action actionLabel actorId actorUsername createdDate revertedTo\n        changes { field label before after }\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": typeof types.HistoryDocument,
    "\n  query HistoryEntry($id: Int!, $business: Boolean!, $home: Boolean!, $product: Boolean!, $social: Boolean!) {\n    business(id: $id) @include(if: $business) { id name }\n    home(id: $id) @include(if: $home) { id name }\n    product(id: $id) @include(if: $product) { id name }\n    social(id: $id) @include(if: $social) { id name }\n  }\n": typeof types.HistoryEntryDocument,
    "\n  mutation RevertEntry($kind: EntryKind!, $id: Int!, $revision: Int!) {\n    revertEntry(kind: $kind, id: $id, revision: $revision)\n  }\n": typeof types.RevertEntryDocument,
    "\n  query Homes($filter: HomeFilter, $page: Int) {\n    page: homes(filter: $filter, page: $page) {\n      content {\n        id name closed homeType { id name } people bedrooms petsAllowed\n        city state { id name } country { id name } policy\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        reviewCount rating latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n": typeof types.HomesDocument,
    "\n  fragment HomeFields on Home {\n    id name description homeType { id name } people bedrooms bathrooms petsAllowed\n    address1 address2 city state { id name } country { id name } postalCode phoneNumber email website\n    policy policyDescription latitude longitude\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n": typeof types.HomeFieldsFragmentDoc,
    "\n  query Home($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: home(id: $id) {\n      ...HomeFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query HomeForEdit($id: Int!) {\n    entry: home(id: $id) { ...HomeFields }\n  }\n": typeof types.HomeForEditDocument,
    "\n  mutation CreateHome($input: HomeInput!) {\n    saved: createHome(input: $input) { ...HomeFields }\n  }\n": typeof types.CreateHomeDocument,
    "\n  mutation UpdateHome($id: Int!, $input: HomeInput!) {\n    saved: updateHome(id: $id, input: $input) { ...HomeFields }\n  }\n": typeof types.UpdateHomeDocument,
    "\n  mutation DeleteHome($id: Int!) {\n    deleted: deleteHome(id: $id)\n  }\n": typeof types.DeleteHomeDocument,
    "\n  mutation SetHomeClosed($id: Int!, $closed: Boolean!) {\n    saved: setHomeClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n": typeof types.SetHomeClosedDocument,
    "\n  mutation CheckHomeAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkHomeAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...HomeFields }\n  }\n": typeof types.CheckHomeAccommodationsDocument,
    "\n  query MapTiles {\n    mapTiles { url attribution }\n  }\n": typeof types.MapTilesDocument,
    "\n  query ModerationLog($page: Int) {\n    page: moderationLog(page: $page) {\n      content { id actorId actorUsername action targetKind targetId targetName detail createdDate }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": typeof types.ModerationLogDocument,
    "\n  fragment UserListFields on UserList {\n    id name builtin entryCount sharedSince holds\n  }\n": typeof types.UserListFieldsFragmentDoc,
    "\n  fragment SavedEntryFields on SavedEntry {\n    kind id name city state { id name } country { id name } latitude longitude closed savedDate path\n  }\n": typeof types.SavedEntryFieldsFragmentDoc,
    "\n  query UserLists($kind: EntryCollection, $entryId: Int) {\n    userLists(kind: $kind, entryId: $entryId) { ...UserListFields }\n  }\n": typeof types.UserListsDocument,
    "\n  query UserList($id: Int!) {\n    userList(id: $id) { id name builtin entryCount sharedSince entries { ...SavedEntryFields } }\n  }\n": typeof types.UserListDocument,
    "\n  query SharedList($token: String!) {\n    sharedList(token: $token) { name entries { ...SavedEntryFields } }\n  }\n": typeof types.SharedListDocument,
    "\n  mutation CreateUserList($name: String!) {\n    createUserList(name: $name) { ...UserListFields }\n  }\n": typeof types.CreateUserListDocument,
    "\n  mutation RenameUserList($id: Int!, $name: String!) {\n    renameUserList(id: $id, name: $name) { ...UserListFields }\n  }\n": typeof types.RenameUserListDocument,
    "\n  mutation DeleteUserList($id: Int!) {\n    deleteUserList(id: $id)\n  }\n": typeof types.DeleteUserListDocument,
    "\n  mutation AddToUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {\n    addToUserList(id: $id, kind: $kind, entryId: $entryId) { ...UserListFields }\n  }\n": typeof types.AddToUserListDocument,
    "\n  mutation RemoveFromUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {\n    removeFromUserList(id: $id, kind: $kind, entryId: $entryId)\n  }\n": typeof types.RemoveFromUserListDocument,
    "\n  mutation ShareUserList($id: Int!, $shared: Boolean!) {\n    shareUserList(id: $id, shared: $shared) { ...UserListFields shareToken }\n  }\n": typeof types.ShareUserListDocument,
    "\n  fragment NeedsFields on Needs {\n    businesses homes products socials sensitivities showWithReviews\n  }\n": typeof types.NeedsFieldsFragmentDoc,
    "\n  query Needs {\n    needs { ...NeedsFields }\n  }\n": typeof types.NeedsDocument,
    "\n  mutation UpdateNeeds($input: NeedsInput!) {\n    updateNeeds(input: $input) { ...NeedsFields }\n  }\n": typeof types.UpdateNeedsDocument,
    "\n  mutation ClearNeeds {\n    clearNeeds { ...NeedsFields }\n  }\n": typeof types.ClearNeedsDocument,
    "\n  query Highlights($near: NearInput) {\n    highlights(near: $near) {\n      counts { kind count countIsEstimate }\n      recent {\n        kind id name path city state { id name } country { id name } rating reviewCount accommodations lastReviewedDate\n        distanceKm\n      }\n      recentNear radiusKm\n    }\n  }\n": typeof types.HighlightsDocument,
    "\n  fragment PhotoFields on Photo {\n    id caption shows width height placeholder urls { thumb screen large } createdBy createdDate reviewId\n  }\n": typeof types.PhotoFieldsFragmentDoc,
    "\n  fragment CoverPhotoFields on Photo {\n    id placeholder urls { thumb }\n  }\n": typeof types.CoverPhotoFieldsFragmentDoc,
    "\n  mutation DeletePhoto($id: Int!) {\n    deleted: deletePhoto(id: $id)\n  }\n": typeof types.DeletePhotoDocument,
    "\n  mutation ReportPhoto($id: Int!, $reason: String!) {\n    report: reportPhoto(id: $id, reason: $reason) { id reason createdDate }\n  }\n": typeof types.ReportPhotoDocument,
    "\n  query Products($filter: ProductFilter, $page: Int) {\n    page: products(filter: $filter, page: $page) {\n      content {\n        id name closed productCategoryType { id name } productType { id name } companyEntity { id name }\n        accommodations accommodationStatus { ...AccommodationStatusFields } reviewCount rating\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  fragment CompanyFields on Company {\n    id name address1 address2 city state { id name } country { id name } postalCode phoneNumber email website\n    policy policyDescription\n  }\n": typeof types.CompanyFieldsFragmentDoc,
    "\n  query Companies {\n    companies { ...CompanyFields }\n  }\n": typeof types.CompaniesDocument,
    "\n  fragment ProductFields on Product {\n    id name description manufacturerLink\n    productCategoryType { id name }\n    productType { id name productCategoryType { id name } }\n    companyEntity { ...CompanyFields }\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  query Product($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: product(id: $id) {\n      ...ProductFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }\n    }\n  }\n": typeof types.ProductDocument,
    "\n  query ProductForEdit($id: Int!) {\n    entry: product(id: $id) { ...ProductFields }\n  }\n": typeof types.ProductForEditDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    saved: createProduct(input: $input) { ...ProductFields }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n    saved: updateProduct(id: $id, input: $input) { ...ProductFields }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: Int!) {\n    deleted: deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation SetProductClosed($id: Int!, $closed: Boolean!) {\n    saved: setProductClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n": typeof types.SetProductClosedDocument,
    "\n  mutation CheckProductAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkProductAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...ProductFields }\n  }\n": typeof types.CheckProductAccommodationsDocument,
    "\n  query States($countryId: Int!) {\n    states(countryId: $countryId) { id name }\n  }\n": typeof types.StatesDocument,
    "\n  query UsedStates($countryId: Int!) {\n    usedStates(countryId: $countryId) { id name }\n  }\n": typeof types.UsedStatesDocument,
    "\n  query ReferenceData {\n    types {\n      countryList { id name }\n      usedCountryList { id name }\n      businessTypes { id name }\n      productTypes { id name productCategoryType { id name } }\n      productCategories { id name }\n      homeTypes { id name }\n      entityTypes { id name }\n      supportTypes { id name }\n      userTypes { id name }\n      socialTypes { id name }\n      frequencyTypes { id name }\n    }\n  }\n": typeof types.ReferenceDataDocument,
    "\n  mutation ReportEntry($kind: EntryCollection!, $id: Int!, $reason: String!, $text: String) {\n    report: reportEntry(kind: $kind, id: $id, reason: $reason, text: $text) { id reason createdDate }\n  }\n": typeof types.ReportEntryDocument,
    "\n  query Reports($status: String, $page: Int) {\n    page: reports(status: $status, page: $page) {\n      content {\n        id entryKind entryId entryName reason text status resolution note reporterUsername createdDate\n        photo { ...PhotoFields }\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  mutation ResolveReport($id: Int!, $resolution: String!, $note: String, $mergedIntoId: Int) {\n    resolved: resolveReport(id: $id, resolution: $resolution, note: $note, mergedIntoId: $mergedIntoId) {\n      id status resolution\n    }\n  }\n": typeof types.ResolveReportDocument,
    "\n  fragment ReviewFields on Review {\n    id kind parentId name comment rating confirmedAccommodations disputedAccommodations counted\n    createdById createdByUsername createdDate modifiedDate helpfulCount votedHelpful reviewerNeeds\n  }\n": typeof types.ReviewFieldsFragmentDoc,
    "\n  fragment ReviewPageFields on ReviewPage {\n    content { ...ReviewFields }\n    totalPages totalElements totalElementsIsEstimate pageNumber\n  }\n": typeof types.ReviewPageFieldsFragmentDoc,
    "\n  query Review($kind: ReviewKind!, $parentId: Int!, $id: Int!) {\n    review(kind: $kind, parentId: $parentId, id: $id) { ...ReviewFields parentName photos { ...PhotoFields } }\n  }\n": typeof types.ReviewDocument,
    "\n  mutation CreateReview($kind: ReviewKind!, $parentId: Int!, $input: ReviewInput!) {\n    createReview(kind: $kind, parentId: $parentId, input: $input) { ...ReviewFields }\n  }\n": typeof types.CreateReviewDocument,
    "\n  mutation UpdateReview($kind: ReviewKind!, $parentId: Int!, $id: Int!, $input: ReviewInput!) {\n    updateReview(kind: $kind, parentId: $parentId, id: $id, input: $input) { ...ReviewFields }\n  }\n": typeof types.UpdateReviewDocument,
    "\n  mutation DeleteReview($kind: ReviewKind!, $parentId: Int!, $id: Int!) {\n    deleteReview(kind: $kind, parentId: $parentId, id: $id)\n  }\n": typeof types.DeleteReviewDocument,
    "\n  mutation VoteHelpful($kind: ReviewKind!, $id: Int!, $helpful: Boolean!) {\n    voteHelpful(kind: $kind, id: $id, helpful: $helpful) { __typename id kind helpfulCount votedHelpful }\n  }\n": typeof types.VoteHelpfulDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Socials($filter: SocialFilter, $page: Int) {\n    page: socials(filter: $filter, page: $page) {\n      content { id name closed socialType { id name } policy city state { id name } country { id name } active\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n": typeof types.SocialsDocument,
    "\n  fragment SocialFields on Social {\n    id name description socialType { id name } frequencyType { id name } website contactName phoneNumber email\n    policy policyDescription address1 address2 city state { id name } country { id name } postalCode active\n    accommodations accommodationStatus { ...AccommodationStatusFields }\n    latitude longitude createdById createdByUsername createdDate modifiedById modifiedByUsername modifiedDate\n  }\n": typeof types.SocialFieldsFragmentDoc,
    "\n  query Social($id: Int!) {\n    entry: social(id: $id) {\n      ...SocialFields closed mergedInto { id name } openReports { reason createdDate } photos { ...PhotoFields }\n    }\n  }\n": typeof types.SocialDocument,
    "\n  mutation CreateSocial($input: SocialInput!) {\n    saved: createSocial(input: $input) { ...SocialFields }\n  }\n": typeof types.CreateSocialDocument,
    "\n  mutation UpdateSocial($id: Int!, $input: SocialInput!) {\n    saved: updateSocial(id: $id, input: $input) { ...SocialFields }\n  }\n": typeof types.UpdateSocialDocument,
    "\n  mutation DeleteSocial($id: Int!) {\n    deleted: deleteSocial(id: $id)\n  }\n": typeof types.DeleteSocialDocument,
    "\n  mutation SetSocialClosed($id: Int!, $closed: Boolean!) {\n    saved: setSocialClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n": typeof types.SetSocialClosedDocument,
    "\n  mutation CheckSocialAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkSocialAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...SocialFields }\n  }\n": typeof types.CheckSocialAccommodationsDocument,
    "\n  fragment SupportTicketFields on SupportTicket {\n    id name description entityId entityType { id name } supportType { id name } active resolution email\n    createdById createdDate modifiedDate\n  }\n": typeof types.SupportTicketFieldsFragmentDoc,
    "\n  query SupportTickets($filter: SupportFilter, $page: Int) {\n    page: supportTickets(filter: $filter, page: $page) {\n      content { ...SupportTicketFields }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": typeof types.SupportTicketsDocument,
    "\n  query SupportTicket($id: Int!) {\n    entry: supportTicket(id: $id) { ...SupportTicketFields }\n  }\n": typeof types.SupportTicketDocument,
    "\n  mutation CreateSupportTicket($input: SupportTicketInput!) {\n    saved: createSupportTicket(input: $input) { ...SupportTicketFields }\n  }\n": typeof types.CreateSupportTicketDocument,
    "\n  mutation UpdateSupportTicket($id: Int!, $input: SupportTicketInput!) {\n    saved: updateSupportTicket(id: $id, input: $input) { ...SupportTicketFields }\n  }\n": typeof types.UpdateSupportTicketDocument,
    "\n  mutation DeleteSupportTicket($id: Int!) {\n    deleted: deleteSupportTicket(id: $id)\n  }\n": typeof types.DeleteSupportTicketDocument,
    "\n  fragment UserFields on User {\n    id username email name address1 address2 city state { id name } country { id name } postalCode phoneNumber website\n    roles enabled createdDate modifiedDate\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query Users($filter: UserFilter, $page: Int) {\n    page: users(filter: $filter, page: $page) {\n      content { ...UserFields }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query User($id: Int!) {\n    user(id: $id) { ...UserFields }\n  }\n": typeof types.UserDocument,
    "\n  mutation SetUserRoles($id: Int!, $roles: [String!]!) {\n    setUserRoles(id: $id, roles: $roles) { ...UserFields }\n  }\n": typeof types.SetUserRolesDocument,
    "\n  mutation SetUserEnabled($id: Int!, $enabled: Boolean!) {\n    setUserEnabled(id: $id, enabled: $enabled) { ...UserFields }\n  }\n": typeof types.SetUserEnabledDocument,
    "\n  query Watches {\n    watches { kind entryId name since }\n  }\n": typeof types.WatchesDocument,
    "\n  query UnreadNotifications {\n    unreadNotifications\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  query Notifications($page: Int) {\n    page: notifications(page: $page) {\n      content { id type kind entryId title text createdDate read path }\n      unread totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation Watch($kind: EntryCollection!, $entryId: Int!) {\n    watch(kind: $kind, entryId: $entryId)\n  }\n": typeof types.WatchDocument,
    "\n  mutation Unwatch($kind: EntryCollection!, $entryId: Int!) {\n    unwatch(kind: $kind, entryId: $entryId)\n  }\n": typeof types.UnwatchDocument,
    "\n  mutation MarkNotificationsRead($ids: [Int!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      email { type cadence } push { type on } timeZone watchSafeForMe\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      email { type cadence } push { type on } timeZone watchSafeForMe\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query UnsubscribeLink($token: String!) {\n    unsubscribeLink(token: $token) { type }\n  }\n": typeof types.UnsubscribeLinkDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) { type }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  query AreaWatches {\n    areaWatches { id place radiusKm kinds meetsNeeds }\n  }\n": typeof types.AreaWatchesDocument,
    "\n  mutation WatchArea($input: AreaWatchInput!) {\n    watchArea(input: $input)\n  }\n": typeof types.WatchAreaDocument,
    "\n  mutation UnwatchArea($id: Int!) {\n    unwatchArea(id: $id)\n  }\n": typeof types.UnwatchAreaDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  query PushSubscriptions {\n    pushSubscriptions { endpoint }\n  }\n": typeof types.PushSubscriptionsDocument,
    "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription)\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribePushDocument,
};
const documents: Documents = {
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id username email roles }\n  }\n": types.LoginDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input)\n  }\n": types.SignupDocument,
    "\n  mutation ForgotUsername($email: String!) {\n    forgotUsername(email: $email)\n  }\n": types.ForgotUsernameDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation AdminResetPassword($input: ResetPasswordInput!) {\n    adminResetPassword(input: $input)\n  }\n": types.AdminResetPasswordDocument,
    "\n  fragment ProfileFields on User {\n    id username email name address1 address2 city postalCode phoneNumber website\n    state { id name }\n    country { id name }\n    createdDate modifiedDate emailConfirmed\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile { ...ProfileFields }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...ProfileFields }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ClearProfile {\n    clearProfile { ...ProfileFields }\n  }\n": types.ClearProfileDocument,
    "\n  mutation ForgotPassword($login: String!) {\n    forgotPassword(login: $login)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {\n    resetPasswordWithToken(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordWithTokenDocument,
    "\n  query ExportMyData {\n    exportMyData\n  }\n": types.ExportMyDataDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": types.DeleteMyAccountDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation SendEmailConfirmation {\n    sendEmailConfirmation\n  }\n": types.SendEmailConfirmationDocument,
    "\n  query Businesses($filter: BusinessFilter, $page: Int) {\n    page: businesses(filter: $filter, page: $page) {\n      content {\n        id name closed businessType { id name } city state { id name } country { id name } policy\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        reviewCount rating latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n": types.BusinessesDocument,
    "\n  fragment BusinessFields on Business {\n    id name description businessType { id name } address1 address2 city state { id name } country { id name }\n    postalCode phoneNumber email website policy policyDescription latitude longitude\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n": types.BusinessFieldsFragmentDoc,
    "\n  query Business($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: business(id: $id) {\n      ...BusinessFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) {\n        ...ReviewPageFields\n      }\n    }\n  }\n": types.BusinessDocument,
    "\n  query BusinessForEdit($id: Int!) {\n    entry: business(id: $id) { ...BusinessFields }\n  }\n": types.BusinessForEditDocument,
    "\n  mutation CreateBusiness($input: BusinessInput!) {\n    saved: createBusiness(input: $input) { ...BusinessFields }\n  }\n": types.CreateBusinessDocument,
    "\n  mutation UpdateBusiness($id: Int!, $input: BusinessInput!) {\n    saved: updateBusiness(id: $id, input: $input) { ...BusinessFields }\n  }\n": types.UpdateBusinessDocument,
    "\n  mutation DeleteBusiness($id: Int!) {\n    deleted: deleteBusiness(id: $id)\n  }\n": types.DeleteBusinessDocument,
    "\n  mutation SetBusinessClosed($id: Int!, $closed: Boolean!) {\n    saved: setBusinessClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n": types.SetBusinessClosedDocument,
    "\n  mutation CheckBusinessAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkBusinessAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...BusinessFields }\n  }\n": types.CheckBusinessAccommodationsDocument,
    "\n  fragment AccommodationStatusFields on AccommodationStatus {\n    key confirmations disputes lastConfirmed state\n  }\n": types.AccommodationStatusFieldsFragmentDoc,
    "\n  query Places($text: String!, $asYouType: Boolean) {\n    places(text: $text, asYouType: $asYouType) { displayName latitude longitude kind countryCode }\n  }\n": types.PlacesDocument,
    "\n  query Suggestions($text: String!, $kind: EntryCollection) {\n    suggestions(text: $text, kind: $kind) { label type kind id path }\n  }\n": types.SuggestionsDocument,
    "\n  query History($kind: EntryKind!, $id: Int!, $page: Int) {\n    history(kind: $kind, id: $id, page: $page) {\n      content {\n        id action actionLabel actorId actorUsername createdDate revertedTo\n        changes { field label before after }\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": types.HistoryDocument,
    "\n  query HistoryEntry($id: Int!, $business: Boolean!, $home: Boolean!, $product: Boolean!, $social: Boolean!) {\n    business(id: $id) @include(if: $business) { id name }\n    home(id: $id) @include(if: $home) { id name }\n    product(id: $id) @include(if: $product) { id name }\n    social(id: $id) @include(if: $social) { id name }\n  }\n": types.HistoryEntryDocument,
    "\n  mutation RevertEntry($kind: EntryKind!, $id: Int!, $revision: Int!) {\n    revertEntry(kind: $kind, id: $id, revision: $revision)\n  }\n": types.RevertEntryDocument,
    "\n  query Homes($filter: HomeFilter, $page: Int) {\n    page: homes(filter: $filter, page: $page) {\n      content {\n        id name closed homeType { id name } people bedrooms petsAllowed\n        city state { id name } country { id name } policy\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        reviewCount rating latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n": types.HomesDocument,
    "\n  fragment HomeFields on Home {\n    id name description homeType { id name } people bedrooms bathrooms petsAllowed\n    address1 address2 city state { id name } country { id name } postalCode phoneNumber email website\n    policy policyDescription latitude longitude\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n": types.HomeFieldsFragmentDoc,
    "\n  query Home($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: home(id: $id) {\n      ...HomeFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }\n    }\n  }\n": types.HomeDocument,
    "\n  query HomeForEdit($id: Int!) {\n    entry: home(id: $id) { ...HomeFields }\n  }\n": types.HomeForEditDocument,
    "\n  mutation CreateHome($input: HomeInput!) {\n    saved: createHome(input: $input) { ...HomeFields }\n  }\n": types.CreateHomeDocument,
    "\n  mutation UpdateHome($id: Int!, $input: HomeInput!) {\n    saved: updateHome(id: $id, input: $input) { ...HomeFields }\n  }\n": types.UpdateHomeDocument,
    "\n  mutation DeleteHome($id: Int!) {\n    deleted: deleteHome(id: $id)\n  }\n": types.DeleteHomeDocument,
    "\n  mutation SetHomeClosed($id: Int!, $closed: Boolean!) {\n    saved: setHomeClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n": types.SetHomeClosedDocument,
    "\n  mutation CheckHomeAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkHomeAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...HomeFields }\n  }\n": types.CheckHomeAccommodationsDocument,
    "\n  query MapTiles {\n    mapTiles { url attribution }\n  }\n": types.MapTilesDocument,
    "\n  query ModerationLog($page: Int) {\n    page: moderationLog(page: $page) {\n      content { id actorId actorUsername action targetKind targetId targetName detail createdDate }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": types.ModerationLogDocument,
    "\n  fragment UserListFields on UserList {\n    id name builtin entryCount sharedSince holds\n  }\n": types.UserListFieldsFragmentDoc,
    "\n  fragment SavedEntryFields on SavedEntry {\n    kind id name city state { id name } country { id name } latitude longitude closed savedDate path\n  }\n": types.SavedEntryFieldsFragmentDoc,
    "\n  query UserLists($kind: EntryCollection, $entryId: Int) {\n    userLists(kind: $kind, entryId: $entryId) { ...UserListFields }\n  }\n": types.UserListsDocument,
    "\n  query UserList($id: Int!) {\n    userList(id: $id) { id name builtin entryCount sharedSince entries { ...SavedEntryFields } }\n  }\n": types.UserListDocument,
    "\n  query SharedList($token: String!) {\n    sharedList(token: $token) { name entries { ...SavedEntryFields } }\n  }\n": types.SharedListDocument,
    "\n  mutation CreateUserList($name: String!) {\n    createUserList(name: $name) { ...UserListFields }\n  }\n": types.CreateUserListDocument,
    "\n  mutation RenameUserList($id: Int!, $name: String!) {\n    renameUserList(id: $id, name: $name) { ...UserListFields }\n  }\n": types.RenameUserListDocument,
    "\n  mutation DeleteUserList($id: Int!) {\n    deleteUserList(id: $id)\n  }\n": types.DeleteUserListDocument,
    "\n  mutation AddToUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {\n    addToUserList(id: $id, kind: $kind, entryId: $entryId) { ...UserListFields }\n  }\n": types.AddToUserListDocument,
    "\n  mutation RemoveFromUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {\n    removeFromUserList(id: $id, kind: $kind, entryId: $entryId)\n  }\n": types.RemoveFromUserListDocument,
    "\n  mutation ShareUserList($id: Int!, $shared: Boolean!) {\n    shareUserList(id: $id, shared: $shared) { ...UserListFields shareToken }\n  }\n": types.ShareUserListDocument,
    "\n  fragment NeedsFields on Needs {\n    businesses homes products socials sensitivities showWithReviews\n  }\n": types.NeedsFieldsFragmentDoc,
    "\n  query Needs {\n    needs { ...NeedsFields }\n  }\n": types.NeedsDocument,
    "\n  mutation UpdateNeeds($input: NeedsInput!) {\n    updateNeeds(input: $input) { ...NeedsFields }\n  }\n": types.UpdateNeedsDocument,
    "\n  mutation ClearNeeds {\n    clearNeeds { ...NeedsFields }\n  }\n": types.ClearNeedsDocument,
    "\n  query Highlights($near: NearInput) {\n    highlights(near: $near) {\n      counts { kind count countIsEstimate }\n      recent {\n        kind id name path city state { id name } country { id name } rating reviewCount accommodations lastReviewedDate\n        distanceKm\n      }\n      recentNear radiusKm\n    }\n  }\n": types.HighlightsDocument,
    "\n  fragment PhotoFields on Photo {\n    id caption shows width height placeholder urls { thumb screen large } createdBy createdDate reviewId\n  }\n": types.PhotoFieldsFragmentDoc,
    "\n  fragment CoverPhotoFields on Photo {\n    id placeholder urls { thumb }\n  }\n": types.CoverPhotoFieldsFragmentDoc,
    "\n  mutation DeletePhoto($id: Int!) {\n    deleted: deletePhoto(id: $id)\n  }\n": types.DeletePhotoDocument,
    "\n  mutation ReportPhoto($id: Int!, $reason: String!) {\n    report: reportPhoto(id: $id, reason: $reason) { id reason createdDate }\n  }\n": types.ReportPhotoDocument,
    "\n  query Products($filter: ProductFilter, $page: Int) {\n    page: products(filter: $filter, page: $page) {\n      content {\n        id name closed productCategoryType { id name } productType { id name } companyEntity { id name }\n        accommodations accommodationStatus { ...AccommodationStatusFields } reviewCount rating\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n    }\n  }\n": types.ProductsDocument,
    "\n  fragment CompanyFields on Company {\n    id name address1 address2 city state { id name } country { id name } postalCode phoneNumber email website\n    policy policyDescription\n  }\n": types.CompanyFieldsFragmentDoc,
    "\n  query Companies {\n    companies { ...CompanyFields }\n  }\n": types.CompaniesDocument,
    "\n  fragment ProductFields on Product {\n    id name description manufacturerLink\n    productCategoryType { id name }\n    productType { id name productCategoryType { id name } }\n    companyEntity { ...CompanyFields }\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  query Product($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: product(id: $id) {\n      ...ProductFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }\n    }\n  }\n": types.ProductDocument,
    "\n  query ProductForEdit($id: Int!) {\n    entry: product(id: $id) { ...ProductFields }\n  }\n": types.ProductForEditDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    saved: createProduct(input: $input) { ...ProductFields }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n    saved: updateProduct(id: $id, input: $input) { ...ProductFields }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: Int!) {\n    deleted: deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  mutation SetProductClosed($id: Int!, $closed: Boolean!) {\n    saved: setProductClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n": types.SetProductClosedDocument,
    "\n  mutation CheckProductAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkProductAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...ProductFields }\n  }\n": types.CheckProductAccommodationsDocument,
    "\n  query States($countryId: Int!) {\n    states(countryId: $countryId) { id name }\n  }\n": types.StatesDocument,
    "\n  query UsedStates($countryId: Int!) {\n    usedStates(countryId: $countryId) { id name }\n  }\n": types.UsedStatesDocument,
    "\n  query ReferenceData {\n    types {\n      countryList { id name }\n      usedCountryList { id name }\n      businessTypes { id name }\n      productTypes { id name productCategoryType { id name } }\n      productCategories { id name }\n      homeTypes { id name }\n      entityTypes { id name }\n      supportTypes { id name }\n      userTypes { id name }\n      socialTypes { id name }\n      frequencyTypes { id name }\n    }\n  }\n": types.ReferenceDataDocument,
    "\n  mutation ReportEntry($kind: EntryCollection!, $id: Int!, $reason: String!, $text: String) {\n    report: reportEntry(kind: $kind, id: $id, reason: $reason, text: $text) { id reason createdDate }\n  }\n": types.ReportEntryDocument,
    "\n  query Reports($status: String, $page: Int) {\n    page: reports(status: $status, page: $page) {\n      content {\n        id entryKind entryId entryName reason text status resolution note reporterUsername createdDate\n        photo { ...PhotoFields }\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": types.ReportsDocument,
    "\n  mutation ResolveReport($id: Int!, $resolution: String!, $note: String, $mergedIntoId: Int) {\n    resolved: resolveReport(id: $id, resolution: $resolution, note: $note, mergedIntoId: $mergedIntoId) {\n      id status resolution\n    }\n  }\n": types.ResolveReportDocument,
    "\n  fragment ReviewFields on Review {\n    id kind parentId name comment rating confirmedAccommodations disputedAccommodations counted\n    createdById createdByUsername createdDate modifiedDate helpfulCount votedHelpful reviewerNeeds\n  }\n": types.ReviewFieldsFragmentDoc,
    "\n  fragment ReviewPageFields on ReviewPage {\n    content { ...ReviewFields }\n    totalPages totalElements totalElementsIsEstimate pageNumber\n  }\n": types.ReviewPageFieldsFragmentDoc,
    "\n  query Review($kind: ReviewKind!, $parentId: Int!, $id: Int!) {\n    review(kind: $kind, parentId: $parentId, id: $id) { ...ReviewFields parentName photos { ...PhotoFields } }\n  }\n": types.ReviewDocument,
    "\n  mutation CreateReview($kind: ReviewKind!, $parentId: Int!, $input: ReviewInput!) {\n    createReview(kind: $kind, parentId: $parentId, input: $input) { ...ReviewFields }\n  }\n": types.CreateReviewDocument,
    "\n  mutation UpdateReview($kind: ReviewKind!, $parentId: Int!, $id: Int!, $input: ReviewInput!) {\n    updateReview(kind: $kind, parentId: $parentId, id: $id, input: $input) { ...ReviewFields }\n  }\n": types.UpdateReviewDocument,
    "\n  mutation DeleteReview($kind: ReviewKind!, $parentId: Int!, $id: Int!) {\n    deleteReview(kind: $kind, parentId: $parentId, id: $id)\n  }\n": types.DeleteReviewDocument,
    "\n  mutation VoteHelpful($kind: ReviewKind!, $id: Int!, $helpful: Boolean!) {\n    voteHelpful(kind: $kind, id: $id, helpful: $helpful) { __typename id kind helpfulCount votedHelpful }\n  }\n": types.VoteHelpfulDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Socials($filter: SocialFilter, $page: Int) {\n    page: socials(filter: $filter, page: $page) {\n      content { id name closed socialType { id name } policy city state { id name } country { id name } active\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n": types.SocialsDocument,
    "\n  fragment SocialFields on Social {\n    id name description socialType { id name } frequencyType { id name } website contactName phoneNumber email\n    policy policyDescription address1 address2 city state { id name } country { id name } postalCode active\n    accommodations accommodationStatus { ...AccommodationStatusFields }\n    latitude longitude createdById createdByUsername createdDate modifiedById modifiedByUsername modifiedDate\n  }\n": types.SocialFieldsFragmentDoc,
    "\n  query Social($id: Int!) {\n    entry: social(id: $id) {\n      ...SocialFields closed mergedInto { id name } openReports { reason createdDate } photos { ...PhotoFields }\n    }\n  }\n": types.SocialDocument,
    "\n  mutation CreateSocial($input: SocialInput!) {\n    saved: createSocial(input: $input) { ...SocialFields }\n  }\n": types.CreateSocialDocument,
    "\n  mutation UpdateSocial($id: Int!, $input: SocialInput!) {\n    saved: updateSocial(id: $id, input: $input) { ...SocialFields }\n  }\n": types.UpdateSocialDocument,
    "\n  mutation DeleteSocial($id: Int!) {\n    deleted: deleteSocial(id: $id)\n  }\n": types.DeleteSocialDocument,
    "\n  mutation SetSocialClosed($id: Int!, $closed: Boolean!) {\n    saved: setSocialClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n": types.SetSocialClosedDocument,
    "\n  mutation CheckSocialAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkSocialAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...SocialFields }\n  }\n": types.CheckSocialAccommodationsDocument,
    "\n  fragment SupportTicketFields on SupportTicket {\n    id name description entityId entityType { id name } supportType { id name } active resolution email\n    createdById createdDate modifiedDate\n  }\n": types.SupportTicketFieldsFragmentDoc,
    "\n  query SupportTickets($filter: SupportFilter, $page: Int) {\n    page: supportTickets(filter: $filter, page: $page) {\n      content { ...SupportTicketFields }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": types.SupportTicketsDocument,
    "\n  query SupportTicket($id: Int!) {\n    entry: supportTicket(id: $id) { ...SupportTicketFields }\n  }\n": types.SupportTicketDocument,
    "\n  mutation CreateSupportTicket($input: SupportTicketInput!) {\n    saved: createSupportTicket(input: $input) { ...SupportTicketFields }\n  }\n": types.CreateSupportTicketDocument,
    "\n  mutation UpdateSupportTicket($id: Int!, $input: SupportTicketInput!) {\n    saved: updateSupportTicket(id: $id, input: $input) { ...SupportTicketFields }\n  }\n": types.UpdateSupportTicketDocument,
    "\n  mutation DeleteSupportTicket($id: Int!) {\n    deleted: deleteSupportTicket(id: $id)\n  }\n": types.DeleteSupportTicketDocument,
    "\n  fragment UserFields on User {\n    id username email name address1 address2 city state { id name } country { id name } postalCode phoneNumber website\n    roles enabled createdDate modifiedDate\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query Users($filter: UserFilter, $page: Int) {\n    page: users(filter: $filter, page: $page) {\n      content { ...UserFields }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": types.UsersDocument,
    "\n  query User($id: Int!) {\n    user(id: $id) { ...UserFields }\n  }\n": types.UserDocument,
    "\n  mutation SetUserRoles($id: Int!, $roles: [String!]!) {\n    setUserRoles(id: $id, roles: $roles) { ...UserFields }\n  }\n": types.SetUserRolesDocument,
    "\n  mutation SetUserEnabled($id: Int!, $enabled: Boolean!) {\n    setUserEnabled(id: $id, enabled: $enabled) { ...UserFields }\n  }\n": types.SetUserEnabledDocument,
    "\n  query Watches {\n    watches { kind entryId name since }\n  }\n": types.WatchesDocument,
    "\n  query UnreadNotifications {\n    unreadNotifications\n  }\n": types.UnreadNotificationsDocument,
    "\n  query Notifications($page: Int) {\n    page: notifications(page: $page) {\n      content { id type kind entryId title text createdDate read path }\n      unread totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation Watch($kind: EntryCollection!, $entryId: Int!) {\n    watch(kind: $kind, entryId: $entryId)\n  }\n": types.WatchDocument,
    "\n  mutation Unwatch($kind: EntryCollection!, $entryId: Int!) {\n    unwatch(kind: $kind, entryId: $entryId)\n  }\n": types.UnwatchDocument,
    "\n  mutation MarkNotificationsRead($ids: [Int!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      email { type cadence } push { type on } timeZone watchSafeForMe\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      email { type cadence } push { type on } timeZone watchSafeForMe\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query UnsubscribeLink($token: String!) {\n    unsubscribeLink(token: $token) { type }\n  }\n": types.UnsubscribeLinkDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) { type }\n  }\n": types.UnsubscribeDocument,
    "\n  query AreaWatches {\n    areaWatches { id place radiusKm kinds meetsNeeds }\n  }\n": types.AreaWatchesDocument,
    "\n  mutation WatchArea($input: AreaWatchInput!) {\n    watchArea(input: $input)\n  }\n": types.WatchAreaDocument,
    "\n  mutation UnwatchArea($id: Int!) {\n    unwatchArea(id: $id)\n  }\n": types.UnwatchAreaDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  query PushSubscriptions {\n    pushSubscriptions { endpoint }\n  }\n": types.PushSubscriptionsDocument,
    "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription)\n  }\n": types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": types.UnsubscribePushDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id username email roles }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id username email roles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input)\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotUsername($email: String!) {\n    forgotUsername(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotUsername($email: String!) {\n    forgotUsername(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetPassword($input: ResetPasswordInput!) {\n    adminResetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation AdminResetPassword($input: ResetPasswordInput!) {\n    adminResetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on User {\n    id username email name address1 address2 city postalCode phoneNumber website\n    state { id name }\n    country { id name }\n    createdDate modifiedDate emailConfirmed\n  }\n"): (typeof documents)["\n  fragment ProfileFields on User {\n    id username email name address1 address2 city postalCode phoneNumber website\n    state { id name }\n    country { id name }\n    createdDate modifiedDate emailConfirmed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    profile { ...ProfileFields }\n  }\n"): (typeof documents)["\n  query Profile {\n    profile { ...ProfileFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...ProfileFields }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...ProfileFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearProfile {\n    clearProfile { ...ProfileFields }\n  }\n"): (typeof documents)["\n  mutation ClearProfile {\n    clearProfile { ...ProfileFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($login: String!) {\n    forgotPassword(login: $login)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($login: String!) {\n    forgotPassword(login: $login)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {\n    resetPasswordWithToken(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {\n    resetPasswordWithToken(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMyData {\n    exportMyData\n  }\n"): (typeof documents)["\n  query ExportMyData {\n    exportMyData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailConfirmation {\n    sendEmailConfirmation\n  }\n"): (typeof documents)["\n  mutation SendEmailConfirmation {\n    sendEmailConfirmation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Businesses($filter: BusinessFilter, $page: Int) {\n    page: businesses(filter: $filter, page: $page) {\n      content {\n        id name closed businessType { id name } city state { id name } country { id name } policy\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        reviewCount rating latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n"): (typeof documents)["\n  query Businesses($filter: BusinessFilter, $page: Int) {\n    page: businesses(filter: $filter, page: $page) {\n      content {\n        id name closed businessType { id name } city state { id name } country { id name } policy\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        reviewCount rating latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessFields on Business {\n    id name description businessType { id name } address1 address2 city state { id name } country { id name }\n    postalCode phoneNumber email website policy policyDescription latitude longitude\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n"): (typeof documents)["\n  fragment BusinessFields on Business {\n    id name description businessType { id name } address1 address2 city state { id name } country { id name }\n    postalCode phoneNumber email website policy policyDescription latitude longitude\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Business($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: business(id: $id) {\n      ...BusinessFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) {\n        ...ReviewPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Business($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: business(id: $id) {\n      ...BusinessFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) {\n        ...ReviewPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessForEdit($id: Int!) {\n    entry: business(id: $id) { ...BusinessFields }\n  }\n"): (typeof documents)["\n  query BusinessForEdit($id: Int!) {\n    entry: business(id: $id) { ...BusinessFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBusiness($input: BusinessInput!) {\n    saved: createBusiness(input: $input) { ...BusinessFields }\n  }\n"): (typeof documents)["\n  mutation CreateBusiness($input: BusinessInput!) {\n    saved: createBusiness(input: $input) { ...BusinessFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusiness($id: Int!, $input: BusinessInput!) {\n    saved: updateBusiness(id: $id, input: $input) { ...BusinessFields }\n  }\n"): (typeof documents)["\n  mutation UpdateBusiness($id: Int!, $input: BusinessInput!) {\n    saved: updateBusiness(id: $id, input: $input) { ...BusinessFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBusiness($id: Int!) {\n    deleted: deleteBusiness(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBusiness($id: Int!) {\n    deleted: deleteBusiness(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBusinessClosed($id: Int!, $closed: Boolean!) {\n    saved: setBusinessClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n"): (typeof documents)["\n  mutation SetBusinessClosed($id: Int!, $closed: Boolean!) {\n    saved: setBusinessClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckBusinessAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkBusinessAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...BusinessFields }\n  }\n"): (typeof documents)["\n  mutation CheckBusinessAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkBusinessAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...BusinessFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccommodationStatusFields on AccommodationStatus {\n    key confirmations disputes lastConfirmed state\n  }\n"): (typeof documents)["\n  fragment AccommodationStatusFields on AccommodationStatus {\n    key confirmations disputes lastConfirmed state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Places($text: String!, $asYouType: Boolean) {\n    places(text: $text, asYouType: $asYouType) { displayName latitude longitude kind countryCode }\n  }\n"): (typeof documents)["\n  query Places($text: String!, $asYouType: Boolean) {\n    places(text: $text, asYouType: $asYouType) { displayName latitude longitude kind countryCode }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suggestions($text: String!, $kind: EntryCollection) {\n    suggestions(text: $text, kind: $kind) { label type kind id path }\n  }\n"): (typeof documents)["\n  query Suggestions($text: String!, $kind: EntryCollection) {\n    suggestions(text: $text, kind: $kind) { label type kind id path }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query History($kind: EntryKind!, $id: Int!, $page: Int) {\n    history(kind: $kind, id: $id, page: $page) {\n      content {\n        id action actionLabel actorId actorUsername createdDate revertedTo\n        changes { field label before after }\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"): (typeof documents)["\n  query History($kind: EntryKind!, $id: Int!, $page: Int) {\n    history(kind: $kind, id: $id, page: $page) {\n      content {\n        id action actionLabel actorId actorUsername createdDate revertedTo\n        changes { field label before after }\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryEntry($id: Int!, $business: Boolean!, $home: Boolean!, $product: Boolean!, $social: Boolean!) {\n    business(id: $id) @include(if: $business) { id name }\n    home(id: $id) @include(if: $home) { id name }\n    product(id: $id) @include(if: $product) { id name }\n    social(id: $id) @include(if: $social) { id name }\n  }\n"): (typeof documents)["\n  query HistoryEntry($id: Int!, $business: Boolean!, $home: Boolean!, $product: Boolean!, $social: Boolean!) {\n    business(id: $id) @include(if: $business) { id name }\n    home(id: $id) @include(if: $home) { id name }\n    product(id: $id) @include(if: $product) { id name }\n    social(id: $id) @include(if: $social) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertEntry($kind: EntryKind!, $id: Int!, $revision: Int!) {\n    revertEntry(kind: $kind, id: $id, revision: $revision)\n  }\n"): (typeof documents)["\n  mutation RevertEntry($kind: EntryKind!, $id: Int!, $revision: Int!) {\n    revertEntry(kind: $kind, id: $id, revision: $revision)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Homes($filter: HomeFilter, $page: Int) {\n    page: homes(filter: $filter, page: $page) {\n      content {\n        id name closed homeType { id name } people bedrooms petsAllowed\n        city state { id name } country { id name } policy\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        reviewCount rating latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n"): (typeof documents)["\n  query Homes($filter: HomeFilter, $page: Int) {\n    page: homes(filter: $filter, page: $page) {\n      content {\n        id name closed homeType { id name } people bedrooms petsAllowed\n        city state { id name } country { id name } policy\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        reviewCount rating latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeFields on Home {\n    id name description homeType { id name } people bedrooms bathrooms petsAllowed\n    address1 address2 city state { id name } country { id name } postalCode phoneNumber email website\n    policy policyDescription latitude longitude\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n"): (typeof documents)["\n  fragment HomeFields on Home {\n    id name description homeType { id name } people bedrooms bathrooms petsAllowed\n    address1 address2 city state { id name } country { id name } postalCode phoneNumber email website\n    policy policyDescription latitude longitude\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: home(id: $id) {\n      ...HomeFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }\n    }\n  }\n"): (typeof documents)["\n  query Home($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: home(id: $id) {\n      ...HomeFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeForEdit($id: Int!) {\n    entry: home(id: $id) { ...HomeFields }\n  }\n"): (typeof documents)["\n  query HomeForEdit($id: Int!) {\n    entry: home(id: $id) { ...HomeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHome($input: HomeInput!) {\n    saved: createHome(input: $input) { ...HomeFields }\n  }\n"): (typeof documents)["\n  mutation CreateHome($input: HomeInput!) {\n    saved: createHome(input: $input) { ...HomeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHome($id: Int!, $input: HomeInput!) {\n    saved: updateHome(id: $id, input: $input) { ...HomeFields }\n  }\n"): (typeof documents)["\n  mutation UpdateHome($id: Int!, $input: HomeInput!) {\n    saved: updateHome(id: $id, input: $input) { ...HomeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHome($id: Int!) {\n    deleted: deleteHome(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHome($id: Int!) {\n    deleted: deleteHome(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHomeClosed($id: Int!, $closed: Boolean!) {\n    saved: setHomeClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n"): (typeof documents)["\n  mutation SetHomeClosed($id: Int!, $closed: Boolean!) {\n    saved: setHomeClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckHomeAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkHomeAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...HomeFields }\n  }\n"): (typeof documents)["\n  mutation CheckHomeAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkHomeAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...HomeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapTiles {\n    mapTiles { url attribution }\n  }\n"): (typeof documents)["\n  query MapTiles {\n    mapTiles { url attribution }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationLog($page: Int) {\n    page: moderationLog(page: $page) {\n      content { id actorId actorUsername action targetKind targetId targetName detail createdDate }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"): (typeof documents)["\n  query ModerationLog($page: Int) {\n    page: moderationLog(page: $page) {\n      content { id actorId actorUsername action targetKind targetId targetName detail createdDate }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserListFields on UserList {\n    id name builtin entryCount sharedSince holds\n  }\n"): (typeof documents)["\n  fragment UserListFields on UserList {\n    id name builtin entryCount sharedSince holds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedEntryFields on SavedEntry {\n    kind id name city state { id name } country { id name } latitude longitude closed savedDate path\n  }\n"): (typeof documents)["\n  fragment SavedEntryFields on SavedEntry {\n    kind id name city state { id name } country { id name } latitude longitude closed savedDate path\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserLists($kind: EntryCollection, $entryId: Int) {\n    userLists(kind: $kind, entryId: $entryId) { ...UserListFields }\n  }\n"): (typeof documents)["\n  query UserLists($kind: EntryCollection, $entryId: Int) {\n    userLists(kind: $kind, entryId: $entryId) { ...UserListFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserList($id: Int!) {\n    userList(id: $id) { id name builtin entryCount sharedSince entries { ...SavedEntryFields } }\n  }\n"): (typeof documents)["\n  query UserList($id: Int!) {\n    userList(id: $id) { id name builtin entryCount sharedSince entries { ...SavedEntryFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedList($token: String!) {\n    sharedList(token: $token) { name entries { ...SavedEntryFields } }\n  }\n"): (typeof documents)["\n  query SharedList($token: String!) {\n    sharedList(token: $token) { name entries { ...SavedEntryFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserList($name: String!) {\n    createUserList(name: $name) { ...UserListFields }\n  }\n"): (typeof documents)["\n  mutation CreateUserList($name: String!) {\n    createUserList(name: $name) { ...UserListFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameUserList($id: Int!, $name: String!) {\n    renameUserList(id: $id, name: $name) { ...UserListFields }\n  }\n"): (typeof documents)["\n  mutation RenameUserList($id: Int!, $name: String!) {\n    renameUserList(id: $id, name: $name) { ...UserListFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserList($id: Int!) {\n    deleteUserList(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUserList($id: Int!) {\n    deleteUserList(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {\n    addToUserList(id: $id, kind: $kind, entryId: $entryId) { ...UserListFields }\n  }\n"): (typeof documents)["\n  mutation AddToUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {\n    addToUserList(id: $id, kind: $kind, entryId: $entryId) { ...UserListFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {\n    removeFromUserList(id: $id, kind: $kind, entryId: $entryId)\n  }\n"): (typeof documents)["\n  mutation RemoveFromUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {\n    removeFromUserList(id: $id, kind: $kind, entryId: $entryId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareUserList($id: Int!, $shared: Boolean!) {\n    shareUserList(id: $id, shared: $shared) { ...UserListFields shareToken }\n  }\n"): (typeof documents)["\n  mutation ShareUserList($id: Int!, $shared: Boolean!) {\n    shareUserList(id: $id, shared: $shared) { ...UserListFields shareToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NeedsFields on Needs {\n    businesses homes products socials sensitivities showWithReviews\n  }\n"): (typeof documents)["\n  fragment NeedsFields on Needs {\n    businesses homes products socials sensitivities showWithReviews\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Needs {\n    needs { ...NeedsFields }\n  }\n"): (typeof documents)["\n  query Needs {\n    needs { ...NeedsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNeeds($input: NeedsInput!) {\n    updateNeeds(input: $input) { ...NeedsFields }\n  }\n"): (typeof documents)["\n  mutation UpdateNeeds($input: NeedsInput!) {\n    updateNeeds(input: $input) { ...NeedsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearNeeds {\n    clearNeeds { ...NeedsFields }\n  }\n"): (typeof documents)["\n  mutation ClearNeeds {\n    clearNeeds { ...NeedsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Highlights($near: NearInput) {\n    highlights(near: $near) {\n      counts { kind count countIsEstimate }\n      recent {\n        kind id name path city state { id name } country { id name } rating reviewCount accommodations lastReviewedDate\n        distanceKm\n      }\n      recentNear radiusKm\n    }\n  }\n"): (typeof documents)["\n  query Highlights($near: NearInput) {\n    highlights(near: $near) {\n      counts { kind count countIsEstimate }\n      recent {\n        kind id name path city state { id name } country { id name } rating reviewCount accommodations lastReviewedDate\n        distanceKm\n      }\n      recentNear radiusKm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhotoFields on Photo {\n    id caption shows width height placeholder urls { thumb screen large } createdBy createdDate reviewId\n  }\n"): (typeof documents)["\n  fragment PhotoFields on Photo {\n    id caption shows width height placeholder urls { thumb screen large } createdBy createdDate reviewId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoverPhotoFields on Photo {\n    id placeholder urls { thumb }\n  }\n"): (typeof documents)["\n  fragment CoverPhotoFields on Photo {\n    id placeholder urls { thumb }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePhoto($id: Int!) {\n    deleted: deletePhoto(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePhoto($id: Int!) {\n    deleted: deletePhoto(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportPhoto($id: Int!, $reason: String!) {\n    report: reportPhoto(id: $id, reason: $reason) { id reason createdDate }\n  }\n"): (typeof documents)["\n  mutation ReportPhoto($id: Int!, $reason: String!) {\n    report: reportPhoto(id: $id, reason: $reason) { id reason createdDate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($filter: ProductFilter, $page: Int) {\n    page: products(filter: $filter, page: $page) {\n      content {\n        id name closed productCategoryType { id name } productType { id name } companyEntity { id name }\n        accommodations accommodationStatus { ...AccommodationStatusFields } reviewCount rating\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n    }\n  }\n"): (typeof documents)["\n  query Products($filter: ProductFilter, $page: Int) {\n    page: products(filter: $filter, page: $page) {\n      content {\n        id name closed productCategoryType { id name } productType { id name } companyEntity { id name }\n        accommodations accommodationStatus { ...AccommodationStatusFields } reviewCount rating\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyFields on Company {\n    id name address1 address2 city state { id name } country { id name } postalCode phoneNumber email website\n    policy policyDescription\n  }\n"): (typeof documents)["\n  fragment CompanyFields on Company {\n    id name address1 address2 city state { id name } country { id name } postalCode phoneNumber email website\n    policy policyDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies {\n    companies { ...CompanyFields }\n  }\n"): (typeof documents)["\n  query Companies {\n    companies { ...CompanyFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    id name description manufacturerLink\n    productCategoryType { id name }\n    productType { id name productCategoryType { id name } }\n    companyEntity { ...CompanyFields }\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    id name description manufacturerLink\n    productCategoryType { id name }\n    productType { id name productCategoryType { id name } }\n    companyEntity { ...CompanyFields }\n    accommodations accommodationConfirmations { key count }\n    accommodationStatus { ...AccommodationStatusFields }\n    reviewCount rating createdById createdDate modifiedById modifiedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: product(id: $id) {\n      ...ProductFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }\n    }\n  }\n"): (typeof documents)["\n  query Product($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {\n    entry: product(id: $id) {\n      ...ProductFields\n      closed mergedInto { id name } openReports { reason createdDate }\n      photos { ...PhotoFields }\n      myReview { ...ReviewFields }\n      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductForEdit($id: Int!) {\n    entry: product(id: $id) { ...ProductFields }\n  }\n"): (typeof documents)["\n  query ProductForEdit($id: Int!) {\n    entry: product(id: $id) { ...ProductFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    saved: createProduct(input: $input) { ...ProductFields }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    saved: createProduct(input: $input) { ...ProductFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n    saved: updateProduct(id: $id, input: $input) { ...ProductFields }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n    saved: updateProduct(id: $id, input: $input) { ...ProductFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: Int!) {\n    deleted: deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: Int!) {\n    deleted: deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductClosed($id: Int!, $closed: Boolean!) {\n    saved: setProductClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n"): (typeof documents)["\n  mutation SetProductClosed($id: Int!, $closed: Boolean!) {\n    saved: setProductClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckProductAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkProductAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...ProductFields }\n  }\n"): (typeof documents)["\n  mutation CheckProductAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkProductAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...ProductFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query States($countryId: Int!) {\n    states(countryId: $countryId) { id name }\n  }\n"): (typeof documents)["\n  query States($countryId: Int!) {\n    states(countryId: $countryId) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsedStates($countryId: Int!) {\n    usedStates(countryId: $countryId) { id name }\n  }\n"): (typeof documents)["\n  query UsedStates($countryId: Int!) {\n    usedStates(countryId: $countryId) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferenceData {\n    types {\n      countryList { id name }\n      usedCountryList { id name }\n      businessTypes { id name }\n      productTypes { id name productCategoryType { id name } }\n      productCategories { id name }\n      homeTypes { id name }\n      entityTypes { id name }\n      supportTypes { id name }\n      userTypes { id name }\n      socialTypes { id name }\n      frequencyTypes { id name }\n    }\n  }\n"): (typeof documents)["\n  query ReferenceData {\n    types {\n      countryList { id name }\n      usedCountryList { id name }\n      businessTypes { id name }\n      productTypes { id name productCategoryType { id name } }\n      productCategories { id name }\n      homeTypes { id name }\n      entityTypes { id name }\n      supportTypes { id name }\n      userTypes { id name }\n      socialTypes { id name }\n      frequencyTypes { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportEntry($kind: EntryCollection!, $id: Int!, $reason: String!, $text: String) {\n    report: reportEntry(kind: $kind, id: $id, reason: $reason, text: $text) { id reason createdDate }\n  }\n"): (typeof documents)["\n  mutation ReportEntry($kind: EntryCollection!, $id: Int!, $reason: String!, $text: String) {\n    report: reportEntry(kind: $kind, id: $id, reason: $reason, text: $text) { id reason createdDate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports($status: String, $page: Int) {\n    page: reports(status: $status, page: $page) {\n      content {\n        id entryKind entryId entryName reason text status resolution note reporterUsername createdDate\n        photo { ...PhotoFields }\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"): (typeof documents)["\n  query Reports($status: String, $page: Int) {\n    page: reports(status: $status, page: $page) {\n      content {\n        id entryKind entryId entryName reason text status resolution note reporterUsername createdDate\n        photo { ...PhotoFields }\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveReport($id: Int!, $resolution: String!, $note: String, $mergedIntoId: Int) {\n    resolved: resolveReport(id: $id, resolution: $resolution, note: $note, mergedIntoId: $mergedIntoId) {\n      id status resolution\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveReport($id: Int!, $resolution: String!, $note: String, $mergedIntoId: Int) {\n    resolved: resolveReport(id: $id, resolution: $resolution, note: $note, mergedIntoId: $mergedIntoId) {\n      id status resolution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewFields on Review {\n    id kind parentId name comment rating confirmedAccommodations disputedAccommodations counted\n    createdById createdByUsername createdDate modifiedDate helpfulCount votedHelpful reviewerNeeds\n  }\n"): (typeof documents)["\n  fragment ReviewFields on Review {\n    id kind parentId name comment rating confirmedAccommodations disputedAccommodations counted\n    createdById createdByUsername createdDate modifiedDate helpfulCount votedHelpful reviewerNeeds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewPageFields on ReviewPage {\n    content { ...ReviewFields }\n    totalPages totalElements totalElementsIsEstimate pageNumber\n  }\n"): (typeof documents)["\n  fragment ReviewPageFields on ReviewPage {\n    content { ...ReviewFields }\n    totalPages totalElements totalElementsIsEstimate pageNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Review($kind: ReviewKind!, $parentId: Int!, $id: Int!) {\n    review(kind: $kind, parentId: $parentId, id: $id) { ...ReviewFields parentName photos { ...PhotoFields } }\n  }\n"): (typeof documents)["\n  query Review($kind: ReviewKind!, $parentId: Int!, $id: Int!) {\n    review(kind: $kind, parentId: $parentId, id: $id) { ...ReviewFields parentName photos { ...PhotoFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReview($kind: ReviewKind!, $parentId: Int!, $input: ReviewInput!) {\n    createReview(kind: $kind, parentId: $parentId, input: $input) { ...ReviewFields }\n  }\n"): (typeof documents)["\n  mutation CreateReview($kind: ReviewKind!, $parentId: Int!, $input: ReviewInput!) {\n    createReview(kind: $kind, parentId: $parentId, input: $input) { ...ReviewFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReview($kind: ReviewKind!, $parentId: Int!, $id: Int!, $input: ReviewInput!) {\n    updateReview(kind: $kind, parentId: $parentId, id: $id, input: $input) { ...ReviewFields }\n  }\n"): (typeof documents)["\n  mutation UpdateReview($kind: ReviewKind!, $parentId: Int!, $id: Int!, $input: ReviewInput!) {\n    updateReview(kind: $kind, parentId: $parentId, id: $id, input: $input) { ...ReviewFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReview($kind: ReviewKind!, $parentId: Int!, $id: Int!) {\n    deleteReview(kind: $kind, parentId: $parentId, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReview($kind: ReviewKind!, $parentId: Int!, $id: Int!) {\n    deleteReview(kind: $kind, parentId: $parentId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteHelpful($kind: ReviewKind!, $id: Int!, $helpful: Boolean!) {\n    voteHelpful(kind: $kind, id: $id, helpful: $helpful) { __typename id kind helpfulCount votedHelpful }\n  }\n"): (typeof documents)["\n  mutation VoteHelpful($kind: ReviewKind!, $id: Int!, $helpful: Boolean!) {\n    voteHelpful(kind: $kind, id: $id, helpful: $helpful) { __typename id kind helpfulCount votedHelpful }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Socials($filter: SocialFilter, $page: Int) {\n    page: socials(filter: $filter, page: $page) {\n      content { id name closed socialType { id name } policy city state { id name } country { id name } active\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n"): (typeof documents)["\n  query Socials($filter: SocialFilter, $page: Int) {\n    page: socials(filter: $filter, page: $page) {\n      content { id name closed socialType { id name } policy city state { id name } country { id name } active\n        accommodations accommodationStatus { ...AccommodationStatusFields }\n        latitude longitude distanceKm\n        photos { ...CoverPhotoFields } photoCount needsMet needsTotal\n      }\n      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText\n      origin { displayName latitude longitude }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialFields on Social {\n    id name description socialType { id name } frequencyType { id name } website contactName phoneNumber email\n    policy policyDescription address1 address2 city state { id name } country { id name } postalCode active\n    accommodations accommodationStatus { ...AccommodationStatusFields }\n    latitude longitude createdById createdByUsername createdDate modifiedById modifiedByUsername modifiedDate\n  }\n"): (typeof documents)["\n  fragment SocialFields on Social {\n    id name description socialType { id name } frequencyType { id name } website contactName phoneNumber email\n    policy policyDescription address1 address2 city state { id name } country { id name } postalCode active\n    accommodations accommodationStatus { ...AccommodationStatusFields }\n    latitude longitude createdById createdByUsername createdDate modifiedById modifiedByUsername modifiedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Social($id: Int!) {\n    entry: social(id: $id) {\n      ...SocialFields closed mergedInto { id name } openReports { reason createdDate } photos { ...PhotoFields }\n    }\n  }\n"): (typeof documents)["\n  query Social($id: Int!) {\n    entry: social(id: $id) {\n      ...SocialFields closed mergedInto { id name } openReports { reason createdDate } photos { ...PhotoFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSocial($input: SocialInput!) {\n    saved: createSocial(input: $input) { ...SocialFields }\n  }\n"): (typeof documents)["\n  mutation CreateSocial($input: SocialInput!) {\n    saved: createSocial(input: $input) { ...SocialFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSocial($id: Int!, $input: SocialInput!) {\n    saved: updateSocial(id: $id, input: $input) { ...SocialFields }\n  }\n"): (typeof documents)["\n  mutation UpdateSocial($id: Int!, $input: SocialInput!) {\n    saved: updateSocial(id: $id, input: $input) { ...SocialFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSocial($id: Int!) {\n    deleted: deleteSocial(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSocial($id: Int!) {\n    deleted: deleteSocial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSocialClosed($id: Int!, $closed: Boolean!) {\n    saved: setSocialClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n"): (typeof documents)["\n  mutation SetSocialClosed($id: Int!, $closed: Boolean!) {\n    saved: setSocialClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckSocialAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkSocialAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...SocialFields }\n  }\n"): (typeof documents)["\n  mutation CheckSocialAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {\n    saved: checkSocialAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...SocialFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportTicketFields on SupportTicket {\n    id name description entityId entityType { id name } supportType { id name } active resolution email\n    createdById createdDate modifiedDate\n  }\n"): (typeof documents)["\n  fragment SupportTicketFields on SupportTicket {\n    id name description entityId entityType { id name } supportType { id name } active resolution email\n    createdById createdDate modifiedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportTickets($filter: SupportFilter, $page: Int) {\n    page: supportTickets(filter: $filter, page: $page) {\n      content { ...SupportTicketFields }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"): (typeof documents)["\n  query SupportTickets($filter: SupportFilter, $page: Int) {\n    page: supportTickets(filter: $filter, page: $page) {\n      content { ...SupportTicketFields }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportTicket($id: Int!) {\n    entry: supportTicket(id: $id) { ...SupportTicketFields }\n  }\n"): (typeof documents)["\n  query SupportTicket($id: Int!) {\n    entry: supportTicket(id: $id) { ...SupportTicketFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupportTicket($input: SupportTicketInput!) {\n    saved: createSupportTicket(input: $input) { ...SupportTicketFields }\n  }\n"): (typeof documents)["\n  mutation CreateSupportTicket($input: SupportTicketInput!) {\n    saved: createSupportTicket(input: $input) { ...SupportTicketFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupportTicket($id: Int!, $input: SupportTicketInput!) {\n    saved: updateSupportTicket(id: $id, input: $input) { ...SupportTicketFields }\n  }\n"): (typeof documents)["\n  mutation UpdateSupportTicket($id: Int!, $input: SupportTicketInput!) {\n    saved: updateSupportTicket(id: $id, input: $input) { ...SupportTicketFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSupportTicket($id: Int!) {\n    deleted: deleteSupportTicket(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSupportTicket($id: Int!) {\n    deleted: deleteSupportTicket(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id username email name address1 address2 city state { id name } country { id name } postalCode phoneNumber website\n    roles enabled createdDate modifiedDate\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id username email name address1 address2 city state { id name } country { id name } postalCode phoneNumber website\n    roles enabled createdDate modifiedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($filter: UserFilter, $page: Int) {\n    page: users(filter: $filter, page: $page) {\n      content { ...UserFields }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"): (typeof documents)["\n  query Users($filter: UserFilter, $page: Int) {\n    page: users(filter: $filter, page: $page) {\n      content { ...UserFields }\n      totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: Int!) {\n    user(id: $id) { ...UserFields }\n  }\n"): (typeof documents)["\n  query User($id: Int!) {\n    user(id: $id) { ...UserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRoles($id: Int!, $roles: [String!]!) {\n    setUserRoles(id: $id, roles: $roles) { ...UserFields }\n  }\n"): (typeof documents)["\n  mutation SetUserRoles($id: Int!, $roles: [String!]!) {\n    setUserRoles(id: $id, roles: $roles) { ...UserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserEnabled($id: Int!, $enabled: Boolean!) {\n    setUserEnabled(id: $id, enabled: $enabled) { ...UserFields }\n  }\n"): (typeof documents)["\n  mutation SetUserEnabled($id: Int!, $enabled: Boolean!) {\n    setUserEnabled(id: $id, enabled: $enabled) { ...UserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Watches {\n    watches { kind entryId name since }\n  }\n"): (typeof documents)["\n  query Watches {\n    watches { kind entryId name since }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications {\n    unreadNotifications\n  }\n"): (typeof documents)["\n  query UnreadNotifications {\n    unreadNotifications\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: Int) {\n    page: notifications(page: $page) {\n      content { id type kind entryId title text createdDate read path }\n      unread totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: Int) {\n    page: notifications(page: $page) {\n      content { id type kind entryId title text createdDate read path }\n      unread totalPages totalElements totalElementsIsEstimate pageNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Watch($kind: EntryCollection!, $entryId: Int!) {\n    watch(kind: $kind, entryId: $entryId)\n  }\n"): (typeof documents)["\n  mutation Watch($kind: EntryCollection!, $entryId: Int!) {\n    watch(kind: $kind, entryId: $entryId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unwatch($kind: EntryCollection!, $entryId: Int!) {\n    unwatch(kind: $kind, entryId: $entryId)\n  }\n"): (typeof documents)["\n  mutation Unwatch($kind: EntryCollection!, $entryId: Int!) {\n    unwatch(kind: $kind, entryId: $entryId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [Int!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [Int!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      email { type cadence } push { type on } timeZone watchSafeForMe\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      email { type cadence } push { type on } timeZone watchSafeForMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      email { type cadence } push { type on } timeZone watchSafeForMe\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      email { type cadence } push { type on } timeZone watchSafeForMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnsubscribeLink($token: String!) {\n    unsubscribeLink(token: $token) { type }\n  }\n"): (typeof documents)["\n  query UnsubscribeLink($token: String!) {\n    unsubscribeLink(token: $token) { type }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) { type }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) { type }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AreaWatches {\n    areaWatches { id place radiusKm kinds meetsNeeds }\n  }\n"): (typeof documents)["\n  query AreaWatches {\n    areaWatches { id place radiusKm kinds meetsNeeds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchArea($input: AreaWatchInput!) {\n    watchArea(input: $input)\n  }\n"): (typeof documents)["\n  mutation WatchArea($input: AreaWatchInput!) {\n    watchArea(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnwatchArea($id: Int!) {\n    unwatchArea(id: $id)\n  }\n"): (typeof documents)["\n  mutation UnwatchArea($id: Int!) {\n    unwatchArea(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushSubscriptions {\n    pushSubscriptions { endpoint }\n  }\n"): (typeof documents)["\n  query PushSubscriptions {\n    pushSubscriptions { endpoint }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription)\n  }\n"): (typeof documents)["\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;