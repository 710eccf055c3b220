/** /users (administrators): search by name and by id; rows open the user. */
import { LABELS, UI, userFilterSchema } from '@ffc/domain';
import { RequireRole } from '../account/RequireRole';
import { EntryList, type Column } from '../entries/EntryList';
import { useEntryList } from '../entries/useEntryList';
import type { UserFieldsFragment as User } from '../gql/graphql';
import { NumberField, TextField } from '../ui/fields';
import { failureText } from '../ui/toaster';
import { UsersQuery } from './operations';

const COLUMNS: Column<User>[] = [
  { header: 'Id', cell: (u) => u.id },
  { header: 'Username', cell: (u) => u.username },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Name', cell: (u) => u.name },
  { header: 'State', cell: (u) => u.state?.name },
  { header: 'Country', cell: (u) => u.country?.name },
];

function Users() {
  const { params, result } = useEntryList(userFilterSchema, UsersQuery);
  return (
    <EntryList<User>
      title="Users"
      description="Every account, for administrators."
      filterSchema={userFilterSchema}
      params={params}
      filters={
        <>
          <TextField name="searchText" label="Name" />
          <NumberField name="userId" label="Id" />
        </>
      }
      columns={COLUMNS}
      linkColumn={1}
      rowPath={(u) => `/users/${u.id}`}
      result={result}
      loadFailed={result.error ? failureText(LABELS.users, result.error) : ''}
      emptyMessage={UI.empty.users}
    />
  );
}

export default function UsersPage() {
  return (
    <RequireRole role="administrator">
      <Users />
    </RequireRole>
  );
}
