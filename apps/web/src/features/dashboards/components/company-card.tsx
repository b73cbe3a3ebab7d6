import { Button, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCompany } from '../../companies/index.ts';

/** The employer's company: name from the self user, its logo only when the company has one (no request that must 404). */
export function CompanyCard({ companyId, companyName }: { companyId: string | null; companyName: string | null }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const company = useCompany(companyId);
  const logoUrl = company.data?.logoUrl ?? null;
  if (!companyId) {
    return (
      <Card withBorder radius="md" p="lg" data-testid="company-card">
        <Stack gap="sm" align="flex-start">
          <Text fw={700}>Register your company</Text>
          <Text size="sm" c="dimmed">
            Add your company so candidates know who is hiring and your free trial can start.
          </Text>
          <Button component={Link} to={paths.registerCompany}>
            Register company
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" p="lg" data-testid="company-card">
      <Group gap="md" wrap="nowrap">
        {logoFailed || !logoUrl ? (
          <ThemeIcon size={64} radius="md" variant="light">
            <IconBuildingSkyscraper size={32} />
          </ThemeIcon>
        ) : (
          <Image
            src={logoUrl}
            alt={`${companyName ?? 'Company'} logo`}
            w={64}
            h={64}
            fit="contain"
            radius="md"
            onError={() => setLogoFailed(true)}
            style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
          />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Your company
          </Text>
          <Text fw={700} fz="lg" truncate>
            {companyName ?? 'Your company'}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
