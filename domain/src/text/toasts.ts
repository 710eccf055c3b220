/** The shared success and error toasts of spec section 8, built from an entity label and a status. */

/** Labels used in the toasts: one per thing a call acts on. */
export const LABELS = {
  login: 'Login',
  signup: 'Signup',
  user: 'User',
  users: 'Users',
  profile: 'Profile',
  needs: 'Your needs',
  password: 'Password',
  types: 'Types',
  business: 'Business',
  businesses: 'Businesses',
  home: 'Home',
  homes: 'Homes',
  product: 'Product',
  products: 'Products',
  review: 'Review',
  supportTicket: 'Support Ticket',
  supportTickets: 'Support Tickets',
  social: 'Social Group',
  socials: 'Social Groups',
} as const;

/** The toast after a successful non-GET call. */
export function successMessage(label: string, status: number): string {
  if (label === LABELS.login) return 'Login successful.';
  switch (status) {
    case 200:
      return `${label} successfully updated.`;
    case 201:
      return `${label} created successfully.`;
    case 204:
      return `${label} deleted successfully.`;
    default:
      return 'Success.';
  }
}

export interface FailedCall {
  /** The HTTP status, when the server answered. */
  readonly status?: number | null;
  /** True when the request went out and nothing came back. */
  readonly noResponse?: boolean;
  readonly message?: string;
}

/** The toast of the shared error handler. */
export function errorMessage(label: string, failure: FailedCall): string {
  if (failure.status != null) {
    switch (failure.status) {
      case 400:
        return `Bad request. ${label} may already exist.`;
      case 401:
        return 'Unauthorized. Please log in again.';
      case 404:
        return `${label} not found.`;
      case 500:
        return `Server error while processing ${label}. Try again later.`;
      default:
        return 'Unknown error occurred.';
    }
  }
  if (failure.noResponse) return 'Error: Request was made but no response received.';
  return `Error: ${failure.message ?? 'Unknown error'}`;
}
