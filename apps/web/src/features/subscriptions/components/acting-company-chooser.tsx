import { Alert, Card, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { useAdminCompanies } from '../../companies/index.ts';
import { getActingCompany, setActingCompany, type ActingCompany } from '../acting-company.ts';

/** For an administrator: the company chosen to act for (null until chosen); everyone else acts for their own. */
export function useActingCompany(): { isAdmin: boolean; company: ActingCompany | null; choose: (c: ActingCompany | null) => void } {
  const { roles } = useSession();
  const isAdmin = roles.includes('Administrator');
  const queryClient = useQueryClient();
  const [company, setCompany] = useState<ActingCompany | null>(() => (isAdmin ? getActingCompany() : null));
  const choose = (next: ActingCompany | null) => {
    setActingCompany(next);
    queryClient.removeQueries({ queryKey: queryKeys.subscription.all() });
    setCompany(next);
  };
  return { isAdmin, company, choose };
}

/** The first step of the subscription pages for an administrator: choose the company, then act on its behalf. */
export function ActingCompanyChooser({
  company,
  onChoose,
}: {
  company: ActingCompany | null;
  onChoose: (c: ActingCompany | null) => void;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const companies = useAdminCompanies({ search: debounced, page: 1, pageSize: 20 });
  const options = (companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (company && !options.some((o) => o.value === company.id)) options.unshift({ value: company.id, label: company.name });
  return (
    <Card withBorder radius="md" p="lg" mb="md" maw={640}>
      <Select
        label="Company"
        description="As an administrator you act on behalf of a company; what you do is recorded in the audit trail."
        placeholder="Search companies by name"
        searchable
        clearable
        data={options}
        value={company?.id ?? null}
        searchValue={text}
        onSearchChange={setText}
        filter={({ options: all }) => all}
        nothingFoundMessage={companies.isFetching ? 'Searching…' : 'No company matches.'}
        onChange={(id, option) => onChoose(id && option ? { id, name: option.label } : null)}
      />
      {company ? (
        <Alert color="grape" variant="light" mt="sm">
          Acting for <strong>{company.name}</strong>.
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          Choose the company first.
        </Text>
      )}
    </Card>
  );
}
