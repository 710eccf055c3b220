/**
 * Who may do what, as the API's route guards say it (`signedIn`, `staff`, `admins`). A field
 * declares its scope (`authScopes: { staff: true }`), so a caller who lacks it is refused here
 * without a REST call; the API checks again and decides.
 */
import { isAdmin, isModerator, M } from '@ffc/domain';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { codeForStatus } from '../rest/errors.js';

export interface AuthScopes {
  /** Holds a session: its cookies (one that has ended is refused by the API, as before). */
  signedIn: boolean;
  /** A moderator or an administrator. */
  staff: boolean;
  admin: boolean;
}

type ScopeLoader = boolean | (() => Promise<boolean>);

/** The request's scopes. A role costs one REST read (GET /user), made once and only when a field asks. */
export function authScopes(ctx: GraphQLContext): Record<keyof AuthScopes, ScopeLoader> {
  const signedIn = ctx.rest.hasSession;
  let caller: ReturnType<GraphQLContext['rest']['profile']> | undefined;
  const callerIs = (role: typeof isModerator) => async () => {
    if (!signedIn) return false;
    // An ended session is the API's 401 (after the one refresh), which the field answers.
    const user = await (caller ??= ctx.rest.profile());
    return role({ id: user.id, roles: user.roles ?? [] });
  };
  return {
    signedIn,
    staff: callerIs((user) => isModerator(user) || isAdmin(user)),
    admin: callerIs(isAdmin),
  };
}

/** A refusal as the API words it: 401 to an anonymous caller, 403 to one without the role. */
export function refused(ctx: GraphQLContext): GraphQLError {
  const [status, message] = ctx.rest.hasSession ? [403, M.forbidden] : [401, M.notLoggedIn];
  return new GraphQLError(message, { extensions: { code: codeForStatus(status), status, fieldErrors: [] } });
}
