import { Anchor, Avatar, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CompanyProfile } from '@talentmatch/shared/companies';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { BenefitIcon } from '../../benefits/index.ts';
import { safeWebsite } from './profile-rules.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

/** The company as its team (and administrators) see it: every text rendered as text. */
export function CompanyProfileView({ company }: { company: CompanyProfile }) {
  const website = safeWebsite(company.website);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={company.logoUrl} alt={company.logoUrl ? `${company.name} logo` : undefined} size={72} radius="md" color="brand">
          <IconBuildingSkyscraper size={32} />
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            {company.nonprofit ? (
              <Badge color="teal" variant="light">
                Verified nonprofit
              </Badge>
            ) : null}
          </Group>
          {website ? (
            <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {company.website}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Fact label="Industry" value={company.industry} />
        <Fact label="Size" value={company.size ? `${company.size} employees` : ''} />
        <Fact label="Location" value={company.location} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          About
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {company.description || 'No description yet.'}
        </Text>
      </Stack>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Benefits
        </Text>
        {company.benefits.length ? (
          <Group gap="xs" aria-label="Benefits">
            {company.benefits.map((benefit) => (
              <Badge
                key={benefit.id}
                variant="light"
                color="gray"
                size="lg"
                radius="sm"
                tt="none"
                fw={500}
                leftSection={<BenefitIcon name={benefit.icon} size={14} />}
                title={benefit.description || undefined}
              >
                {benefit.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No benefits listed yet.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
