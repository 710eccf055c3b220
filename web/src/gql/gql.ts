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
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input)\n  }\n": typeof types.SignupDocument,
    "\n  mutation ForgotUsername($email: String!) {\n    forgotUsername(email: $email)\n  }\n": typeof types.ForgotUsernameDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation AdminResetPassword($input: ResetPasswordInput!) {\n    adminResetPassword(input: $input)\n  }\n": typeof types.AdminResetPasswordDocument,
    "\n  fragment ProfileFields on User {\n    id username email name address1 address2 city postalCode phoneNumber website\n    state { id name }\n    country { id name }\n    createdDate modifiedDate\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile { ...ProfileFields }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...ProfileFields }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ClearProfile {\n    clearProfile { ...ProfileFields }\n  }\n": typeof types.ClearProfileDocument,
    "\n  query States($countryId: Int!) {\n    states(countryId: $countryId) { id name }\n  }\n": typeof types.StatesDocument,
    "\n  query ReferenceData {\n    types {\n      countryList { id name }\n      usedCountryList { id name }\n      businessTypes { id name }\n      productTypes { id name productCategoryType { id name } }\n      productCategories { id name }\n      homeTypes { id name }\n      entityTypes { id name }\n      supportTypes { id name }\n      userTypes { id name }\n      socialTypes { id name }\n      frequencyTypes { id name }\n    }\n  }\n": typeof types.ReferenceDataDocument,
};
const documents: Documents = {
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id username email roles }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input)\n  }\n": types.SignupDocument,
    "\n  mutation ForgotUsername($email: String!) {\n    forgotUsername(email: $email)\n  }\n": types.ForgotUsernameDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation AdminResetPassword($input: ResetPasswordInput!) {\n    adminResetPassword(input: $input)\n  }\n": types.AdminResetPasswordDocument,
    "\n  fragment ProfileFields on User {\n    id username email name address1 address2 city postalCode phoneNumber website\n    state { id name }\n    country { id name }\n    createdDate modifiedDate\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile { ...ProfileFields }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...ProfileFields }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ClearProfile {\n    clearProfile { ...ProfileFields }\n  }\n": types.ClearProfileDocument,
    "\n  query States($countryId: Int!) {\n    states(countryId: $countryId) { id name }\n  }\n": types.StatesDocument,
    "\n  query ReferenceData {\n    types {\n      countryList { id name }\n      usedCountryList { id name }\n      businessTypes { id name }\n      productTypes { id name productCategoryType { id name } }\n      productCategories { id name }\n      homeTypes { id name }\n      entityTypes { id name }\n      supportTypes { id name }\n      userTypes { id name }\n      socialTypes { id name }\n      frequencyTypes { id name }\n    }\n  }\n": types.ReferenceDataDocument,
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
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
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
export function graphql(source: "\n  fragment ProfileFields on User {\n    id username email name address1 address2 city postalCode phoneNumber website\n    state { id name }\n    country { id name }\n    createdDate modifiedDate\n  }\n"): (typeof documents)["\n  fragment ProfileFields on User {\n    id username email name address1 address2 city postalCode phoneNumber website\n    state { id name }\n    country { id name }\n    createdDate modifiedDate\n  }\n"];
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
export function graphql(source: "\n  query States($countryId: Int!) {\n    states(countryId: $countryId) { id name }\n  }\n"): (typeof documents)["\n  query States($countryId: Int!) {\n    states(countryId: $countryId) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferenceData {\n    types {\n      countryList { id name }\n      usedCountryList { id name }\n      businessTypes { id name }\n      productTypes { id name productCategoryType { id name } }\n      productCategories { id name }\n      homeTypes { id name }\n      entityTypes { id name }\n      supportTypes { id name }\n      userTypes { id name }\n      socialTypes { id name }\n      frequencyTypes { id name }\n    }\n  }\n"): (typeof documents)["\n  query ReferenceData {\n    types {\n      countryList { id name }\n      usedCountryList { id name }\n      businessTypes { id name }\n      productTypes { id name productCategoryType { id name } }\n      productCategories { id name }\n      homeTypes { id name }\n      entityTypes { id name }\n      supportTypes { id name }\n      userTypes { id name }\n      socialTypes { id name }\n      frequencyTypes { id name }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;