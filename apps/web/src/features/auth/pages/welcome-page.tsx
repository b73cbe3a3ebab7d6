import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { hasRole } from '@talentmatch/shared/roles';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';

/** /welcome: first stop after registration. */
export function WelcomePage() {
  const { claims } = useSession();
  const location = useLocation();
  const companyRegistered = Boolean((location.state as { companyRegistered?: boolean } | null)?.companyRegistered);
  const firstName = (claims?.name ?? '').split(' ')[0];
  const isEmployer = hasRole(claims?.role, 'Employer');
  const isAdmin = hasRole(claims?.role, 'Administrator');
  // a teammate who joined from an invitation: in a company they do not manage (its details and team are the manager's)
  const isTeammate = isEmployer && Boolean(claims?.companyId) && !hasRole(claims?.role, 'AccountManager');
  const steps = isAdmin
    ? ['Review the site configuration and the catalogues.', 'Keep an eye on the reports.']
    : isTeammate
      ? [
          'You have joined your company’s hiring team.',
          'Post jobs and follow their candidates through the hiring steps.',
          'Search for candidates, invite them to your jobs and talk to them in Messages.',
        ]
      : isEmployer
        ? [
            companyRegistered ? 'Your company is registered and your free trial has started.' : 'Complete your company details.',
            'Post your first job and invite candidates.',
            'Invite your hiring team and talk to candidates in one place.',
          ]
        : [
            'Build your profile and upload your resume.',
            'Add your skills and experience to raise your score.',
            'Find jobs that match you and apply in one click.',
          ];
  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={720}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Welcome to TalentMatch{firstName ? `, ${firstName}` : ''}!
        </Title>
        <Text c="dimmed" size="lg">
          Your account is ready. Here is what you can do next:
        </Text>
        <List
          spacing="sm"
          icon={
            <ThemeIcon color="teal" size={22} radius="xl">
              <IconCircleCheck size={14} />
            </ThemeIcon>
          }
        >
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Group mt="sm">
          <Button component={Link} to={paths.home} rightSection={<IconArrowRight size={16} />}>
            Go to my dashboard
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
