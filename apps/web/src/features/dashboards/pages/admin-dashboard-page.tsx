import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconChartBar, IconSettings, IconTools, IconUsers } from '@tabler/icons-react';
import { useMe } from '../../account/api/get-me.ts';
import { PageHeader } from '../../shell/components/page-header.tsx';
import { LaterReleaseCard } from '../components/later-release-card.tsx';
import { MeCard } from '../components/me-card.tsx';

export function AdminDashboardPage() {
  const me = useMe();
  return (
    <>
      <PageHeader title="Administration" description="Your administrator account." />
      <Stack gap="lg">
        <MeCard me={me.data} loading={me.isPending} error={me.error?.message} />
        <Title order={2} fz="md" c="dimmed">
          On the way
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <LaterReleaseCard icon={IconUsers} title="Users and companies" text="Sign-ups, stale users and company overviews." />
          <LaterReleaseCard icon={IconTools} title="Catalogues" text="Skills, experiences, dropdowns, benefits and templates." />
          <LaterReleaseCard icon={IconChartBar} title="Reports" text="Business and marketing reports with CSV export." />
          <LaterReleaseCard icon={IconSettings} title="Site configuration" text="Contact details, terms of use and registration settings." />
        </SimpleGrid>
      </Stack>
    </>
  );
}
