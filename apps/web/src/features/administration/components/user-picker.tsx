import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useUsers } from '../api/list-users.ts';

/** Picks a user by typing part of a name or email (api/user/filter); `onChange` also gives the choice as shown ("name <email>"). */
export function UserPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (id: string | null, shown: string | null) => void;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const found = useUsers({ list: 'filter', query: debounced, page: 1, pageSize: 10 }, { enabled: debounced.length >= 2 });
  const data = (found.data?.items ?? [])
    .filter((u) => !u.roles.includes('Administrator'))
    .map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName} <${u.email}>` }));
  return (
    <Select
      label={label}
      placeholder="Type at least 2 letters of a name or email"
      searchable
      clearable
      data={data}
      value={value}
      onChange={(id, option) => onChange(id, option?.label ?? null)}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options }) => options}
      nothingFoundMessage={debounced.length >= 2 ? (found.isFetching ? 'Searching…' : 'No user matches.') : 'Type at least 2 letters.'}
      style={{ flex: 1, minWidth: 260 }}
    />
  );
}
