/** Roles and the permission levels of spec section 4. */

export const ROLE_USER = 'ROLE_USER';
export const ROLE_MODERATOR = 'ROLE_MODERATOR';
export const ROLE_ADMIN = 'ROLE_ADMIN';
export type Role = typeof ROLE_USER | typeof ROLE_MODERATOR | typeof ROLE_ADMIN;
export const ROLES: readonly Role[] = [ROLE_USER, ROLE_MODERATOR, ROLE_ADMIN];

export interface RoleHolder {
  readonly id: number;
  readonly roles: readonly string[];
}

export const isModerator = (user: RoleHolder | null | undefined): boolean => !!user?.roles.includes(ROLE_MODERATOR);
export const isAdmin = (user: RoleHolder | null | undefined): boolean => !!user?.roles.includes(ROLE_ADMIN);

/**
 * 0 anonymous; 1 logged in but not the creator; 2 creator or moderator; 3 administrator.
 * Level 1 may add and edit entries; 2 may also delete them and edit or delete reviews;
 * 3 is the only level offered Delete Ticket.
 */
export type PermissionLevel = 0 | 1 | 2 | 3;

export function permissionLevel(user: RoleHolder | null | undefined, createdById?: number | null): PermissionLevel {
  if (!user) return 0;
  if (isAdmin(user)) return 3;
  if (isModerator(user) || (createdById != null && createdById === user.id)) return 2;
  return 1;
}

export const canEdit = (level: PermissionLevel): boolean => level >= 1;
export const canDelete = (level: PermissionLevel): boolean => level >= 2;
export const canDeleteTicket = (level: PermissionLevel): boolean => level >= 3;
