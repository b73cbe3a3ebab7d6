import { Anchor, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePublicJobPage } from '../api/public-pages.ts';
import { PublicJobView } from '../components/public-job-view.tsx';

/** jobs/{id}-{slug}: a job on the public board; a closed one says so and leads to its company's other jobs. */
export function PublicJobPage() {
  const { slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const page = usePublicJobPage(pathname + search, slug);
  return (
    <Container size="md" py="xl">
      {page.isPending ? (
        <Skeleton h={400} />
      ) : page.isError || page.data.kind === 'missing' ? (
        <Card withBorder p="lg">
          <Stack gap="sm">
            <Title order={1} fz="h2">
              Job not found
            </Title>
            <Text>This job does not exist, or it is not on the public job board.</Text>
            <Anchor component={Link} to={paths.publicJobs}>
              Search open jobs
            </Anchor>
          </Stack>
        </Card>
      ) : page.data.kind === 'gone' ? (
        <Card withBorder p="lg">
          <Stack gap="sm">
            <Title order={1} fz="h2">
              This job is no longer open
            </Title>
            <Text>
              {page.data.title} at {page.data.company.name} is closed.
            </Text>
            <Anchor component={Link} to={page.data.company.careersPath}>
              Other jobs at {page.data.company.name}
            </Anchor>
            <Anchor component={Link} to={paths.publicJobs}>
              Search open jobs
            </Anchor>
          </Stack>
        </Card>
      ) : (
        <PublicJobView job={page.data.job} />
      )}
    </Container>
  );
}
