import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBriefcase, IconMessages, IconUsers } from '@tabler/icons-react';
import { useMe } from '../../account/api/get-me.ts';
import { PageHeader } from '../../shell/components/page-header.tsx';
import { SubscriptionSummaryCard } from '../../subscription/components/subscription-summary-card.tsx';
import { CompanyCard } from '../components/company-card.tsx';
import { LaterReleaseCard } from '../components/later-release-card.tsx';
import { MeCard } from '../components/me-card.tsx';

export function EmployerDashboardPage() {
  const me = useMe();
  return (
    <>
      <PageHeader title={me.data ? `Hello, ${me.data.firstName}` : 'Dashboard'} description="Your company and your account." />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {me.data ? <CompanyCard companyId={me.data.companyId} companyName={me.data.companyName} /> : null}
          <MeCard me={me.data} loading={me.isPending} error={me.error?.message} />
        </SimpleGrid>
        {me.data?.companyId ? <SubscriptionSummaryCard /> : null}
        <Title order={2} fz="md" c="dimmed">
          On the way
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <LaterReleaseCard icon={IconBriefcase} title="Job postings" text="Publish openings and see who applied." />
          <LaterReleaseCard icon={IconUsers} title="Candidate search" text="Find candidates ranked by how well they match your jobs." />
          <LaterReleaseCard icon={IconMessages} title="Messages" text="Talk to candidates in conversations tied to your jobs." />
        </SimpleGrid>
      </Stack>
    </>
  );
}
