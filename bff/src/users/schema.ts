/** The user list (administrators) and a user's page: the full record for administrators, the public view for others. */
import { builder } from '../builder/builder.js';
import { orNull, pageType } from '../entries/fields.js';
import { UserRef } from '../account/profile.js';

const UserPageRef = pageType('UserPage', UserRef);

const UserFilter = builder.inputType('UserFilter', {
  fields: (t) => ({ searchText: t.string({ description: 'Matches username and name.' }), userId: t.int() }),
});

builder.queryFields((t) => ({
  users: t.field({
    authScopes: { admin: true },
    type: UserPageRef,
    description: 'Administrators only.',
    args: { filter: t.arg({ type: UserFilter }), page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, { filter, page }, { rest }) => rest.users({ ...filter, page }),
  }),
  user: t.field({
    type: UserRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, { rest }) => orNull(rest.user(id)),
  }),
}));
