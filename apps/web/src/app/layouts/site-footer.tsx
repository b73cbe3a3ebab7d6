import { Anchor, Group, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { PrivacySettingsLink } from '../../features/consent/index.ts';
import { useAppConfig } from '../../lib/app-config-store.ts';
import classes from './layout.module.css';

/** Footer with the site's contact phone and email (site configuration). */
export function SiteFooter() {
  const { siteConfiguration } = useAppConfig();
  const { contactPhone, contactEmail, siteName } = siteConfiguration;
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {siteName || 'TalentMatch'}
        </Text>
        <Group gap="lg">
          <PrivacySettingsLink />
          {contactPhone ? (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor size="sm" c="dimmed" href={`tel:${contactPhone.replace(/[^+0-9]/g, '')}`}>
                {contactPhone}
              </Anchor>
            </Group>
          ) : null}
          {contactEmail ? (
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Anchor size="sm" c="dimmed" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </Anchor>
            </Group>
          ) : null}
        </Group>
      </Group>
    </footer>
  );
}
