/** The account screens' GraphQL operations. */
import { graphql } from '../gql';

export const LoginMutation = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) { id username email roles }
  }
`);

export const SignupMutation = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input)
  }
`);

export const ForgotUsernameMutation = graphql(`
  mutation ForgotUsername($email: String!) {
    forgotUsername(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const AdminResetPasswordMutation = graphql(`
  mutation AdminResetPassword($input: ResetPasswordInput!) {
    adminResetPassword(input: $input)
  }
`);

export const ProfileFields = graphql(`
  fragment ProfileFields on User {
    id username email name address1 address2 city postalCode phoneNumber website
    state { id name }
    country { id name }
    createdDate modifiedDate emailConfirmed
  }
`);

export const ProfileQuery = graphql(`
  query Profile {
    profile { ...ProfileFields }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) { ...ProfileFields }
  }
`);

export const ClearProfileMutation = graphql(`
  mutation ClearProfile {
    clearProfile { ...ProfileFields }
  }
`);

// Accounts: forgot password by a mailed link, one's data, the deletion of one's account.
export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($login: String!) {
    forgotPassword(login: $login)
  }
`);

export const ResetPasswordWithTokenMutation = graphql(`
  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {
    resetPasswordWithToken(token: $token, newPassword: $newPassword)
  }
`);

export const ExportMyDataQuery = graphql(`
  query ExportMyData {
    exportMyData
  }
`);

export const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);

// Email confirmation: the mailed link's page, and sending the link again from the profile.
export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token)
  }
`);

export const SendEmailConfirmationMutation = graphql(`
  mutation SendEmailConfirmation {
    sendEmailConfirmation
  }
`);
