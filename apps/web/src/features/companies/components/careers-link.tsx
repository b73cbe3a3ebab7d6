import { ActionIcon, Card, CopyButton, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { careersPath } from '@talentmatch/shared/public-board';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useAppConfig } from '../../../lib/app-config-store.ts';

/** The company's public careers page address, to link from the employer's own site, with a copy button. */
export function CareersLink({ company }: { company: { id: string; name: string } }) {
  const { siteConfiguration } = useAppConfig();
  const address = `${window.location.origin}${careersPath(company)}`;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="careers-link-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="careers-link-title">
          Your careers page
        </Title>
        <Text size="sm" c="dimmed">
          {siteConfiguration.publicBoard
            ? 'Your company profile and your open jobs shown on the public job board. Link to it from your own site.'
            : 'The public job board is turned off on this site: the page shows nothing until an administrator turns it on.'}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={address}
            readOnly
            aria-label="Careers page address"
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy the address'} withArrow>
                <ActionIcon variant="light" size="lg" onClick={copy} aria-label={copied ? 'Copied' : 'Copy the careers page address'}>
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Card>
  );
}
