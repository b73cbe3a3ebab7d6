import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@talentmatch/shared/jobs';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePublicJobSearch } from '../api/public-pages.ts';
import { PublicJobRow } from '../components/public-job-view.tsx';
import { PublicAlertForm } from '../../job-alerts/index.ts';
import type { EmploymentType } from '@talentmatch/shared/jobs';

const PAGE_SIZE = 20;

/** The address of the search with `params` (empty values left out). */
function searchPath(params: URLSearchParams): string {
  for (const [key, value] of [...params]) if (!value) params.delete(key);
  const query = params.toString();
  return query ? `${paths.publicJobs}?${query}` : paths.publicJobs;
}

/**
 * jobs: the public job search (keyword, location, remote, employment type, pages). A plain GET form and page links,
 * so it works before the page's script runs; once it runs, the form moves through the app's router.
 */
export function PublicJobsPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const result = usePublicJobSearch(pathname + search, search);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = result.data?.pageSize ?? PAGE_SIZE;
  const pages = result.data ? Math.max(1, Math.ceil(result.data.totalRecords / pageSize)) : 1;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'location', 'employmentType', 'remote']) next.set(key, String(form.get(key) ?? ''));
    navigate(searchPath(next));
  };
  const pageLink = (n: number) => {
    const next = new URLSearchParams(search);
    next.set('page', n === 1 ? '' : String(n));
    return searchPath(next);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Open jobs</Title>
        <form method="get" action={paths.publicJobs} onSubmit={submit} aria-label="Search jobs" key={search}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput name="q" label="Keywords" defaultValue={params.get('q') ?? ''} maxLength={200} />
              <TextInput
                name="location"
                label="Location"
                placeholder="City, region or country"
                defaultValue={params.get('location') ?? ''}
              />
              <NativeSelect
                name="employmentType"
                label="Employment type"
                defaultValue={params.get('employmentType') ?? ''}
                data={[{ value: '', label: 'Any' }, ...EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))]}
              />
            </SimpleGrid>
            <Group justify="space-between">
              <Checkbox name="remote" value="true" label="Remote jobs" defaultChecked={params.get('remote') === 'true'} />
              <Button type="submit">Search</Button>
            </Group>
          </Stack>
        </form>
        {result.isPending ? (
          <Skeleton h={300} />
        ) : result.isError ? (
          <Text role="alert">{result.error.message}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {result.data.totalRecords === 1 ? '1 job' : `${result.data.totalRecords} jobs`}
            </Text>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {result.data.items.map((job) => (
                <PublicJobRow key={job.id} job={job} />
              ))}
            </Stack>
            {pages > 1 && (
              <Group component="nav" aria-label="Pages" justify="center" gap="md">
                {page > 1 && (
                  <Anchor component={Link} to={pageLink(page - 1)} rel="prev">
                    Previous page
                  </Anchor>
                )}
                <Text size="sm">
                  Page {page} of {pages}
                </Text>
                {page < pages && (
                  <Anchor component={Link} to={pageLink(page + 1)} rel="next">
                    Next page
                  </Anchor>
                )}
              </Group>
            )}
          </>
        )}
        <PublicAlertForm
          key={search}
          criteria={{
            keywords: params.get('q') ?? '',
            location: params.get('location') ?? '',
            remote: params.get('remote') === 'true',
            employmentType: (params.get('employmentType') || null) as EmploymentType | null,
          }}
        />
      </Stack>
    </Container>
  );
}
