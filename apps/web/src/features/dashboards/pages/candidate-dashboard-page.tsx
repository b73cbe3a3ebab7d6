import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBriefcase, IconChartDots, IconMessages, IconSchool } from '@tabler/icons-react';
import { useMe } from '../../account/api/get-me.ts';
import { PageHeader } from '../../shell/components/page-header.tsx';
import { LaterReleaseCard } from '../components/later-release-card.tsx';
import { MeCard } from '../components/me-card.tsx';

export function CandidateDashboardPage() {
  const me = useMe();
  return (
    <>
      <PageHeader
        title={me.data ? `Hello, ${me.data.firstName}` : 'Dashboard'}
        description="Your account at a glance."
      />
      <Stack gap="lg">
        <MeCard me={me.data} loading={me.isPending} error={me.error?.message} />
        <Title order={2} fz="md" c="dimmed">
          On the way
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <LaterReleaseCard icon={IconChartDots} title="Your score" text="A score that shows how complete and strong your profile is, with next steps." />
          <LaterReleaseCard icon={IconBriefcase} title="Jobs for you" text="Job postings ranked by how well they match your skills and experience." />
          <LaterReleaseCard icon={IconMessages} title="Messages" text="Conversations with employers about their jobs." />
          <LaterReleaseCard icon={IconSchool} title="Career advice" text="Articles and videos that help you grow, and count toward your score." />
        </SimpleGrid>
      </Stack>
    </>
  );
}
