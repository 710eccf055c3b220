import { describe, expect, it } from 'vitest';
import {
  canDelete,
  canDeleteTicket,
  canEdit,
  permissionLevel,
  ROLE_ADMIN,
  ROLE_MODERATOR,
  ROLE_USER,
} from './roles.js';

const member = { id: 7, roles: [ROLE_USER] };
const moderator = { id: 8, roles: [ROLE_USER, ROLE_MODERATOR] };
const admin = { id: 9, roles: [ROLE_USER, ROLE_ADMIN] };

describe('permission levels', () => {
  it('is 0 for anonymous visitors, who may only view', () => {
    expect(permissionLevel(null, 7)).toBe(0);
    expect(canEdit(0)).toBe(false);
  });
  it('is 1 for a logged-in user who did not create the entry: edit, no delete', () => {
    expect(permissionLevel(member, 99)).toBe(1);
    expect(canEdit(1)).toBe(true);
    expect(canDelete(1)).toBe(false);
  });
  it('is 2 for the creator and for moderators: delete allowed', () => {
    expect(permissionLevel(member, 7)).toBe(2);
    expect(permissionLevel(moderator, 99)).toBe(2);
    expect(canDelete(2)).toBe(true);
    expect(canDeleteTicket(2)).toBe(false);
  });
  it('is 3 for administrators, the only level offered Delete Ticket', () => {
    expect(permissionLevel(admin, 99)).toBe(3);
    expect(canDeleteTicket(3)).toBe(true);
  });
});
