/** /users (administrators): search by name and by id; rows open the user. */
import { UI } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { userFilterSchema } from '@ffc/domain/users';
import { RequireRole } from '../account/RequireRole';
import { EntryList, listSpec, type Column } from '../entries/EntryList';
import type { UserFieldsFragment as User } from '../gql/graphql';
import { NumberField, TextField } from '../ui/fields';
import { UsersQuery } from './operations';

const COLUMNS: Column<User>[] = [
  { header: 'Id', cell: (u) => u.id },
  { header: 'Username', cell: (u) => u.username },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Name', cell: (u) => u.name },
  { header: 'State', cell: (u) => u.state?.name },
  { header: 'Country', cell: (u) => u.country?.name },
];

const USER_LIST = listSpec({
  title: 'Users',
  description: 'Every account, for administrators.',
  filterSchema: userFilterSchema,
  query: UsersQuery,
  columns: COLUMNS,
  linkColumn: 1,
  path: '/users',
  loadFailed: { label: LABELS.users },
  emptyMessage: UI.empty.users,
});

function Users() {
  return (
    <EntryList spec={USER_LIST}>
      <TextField name="searchText" label="Name" />
      <NumberField name="userId" label="Id" />
    </EntryList>
  );
}

export default function UsersPage() {
  return (
    <RequireRole role="administrator">
      <Users />
    </RequireRole>
  );
}
