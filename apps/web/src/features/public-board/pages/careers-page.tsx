import { Anchor, Card, Container, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCareersPage } from '../api/public-pages.ts';
import { PublicJobRow } from '../components/public-job-view.tsx';

/** companies/{slug}/jobs: a company's profile and its open public jobs (employers link to it from their own site). */
export function CareersPage() {
  const { slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const page = useCareersPage(pathname + search, slug);
  if (page.isPending) {
    return (
      <Container size="md" py="xl">
        <Skeleton h={300} />
      </Container>
    );
  }
  if (page.isError || !page.data) {
    return (
      <Container size="md" py="xl">
        <Card withBorder p="lg">
          <Stack gap="sm">
            <Title order={1} fz="h2">
              Company not found
            </Title>
            <Text>This company has no public careers page.</Text>
            <Anchor component={Link} to={paths.publicJobs}>
              Search open jobs
            </Anchor>
          </Stack>
        </Card>
      </Container>
    );
  }
  const { company, jobs } = page.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          {company.logoUrl && <Image src={company.logoUrl} alt={`${company.name} logo`} w={64} h={64} fit="contain" />}
          <div>
            <Title order={1}>Jobs at {company.name}</Title>
            <Text size="sm" c="dimmed">
              {[company.industry, company.location, company.size && `${company.size} people`].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        {company.description && <Text>{company.description}</Text>}
        {company.website && (
          <Anchor href={company.website} rel="noopener" target="_blank">
            {company.website.replace(/^https?:\/\//, '')}
          </Anchor>
        )}
        <Title order={2} fz="h3">
          Open jobs
        </Title>
        {jobs.length === 0 ? (
          <Text>{company.name} has no open jobs right now.</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {jobs.map((job) => (
              <PublicJobRow key={job.id} job={job} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
