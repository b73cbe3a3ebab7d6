import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { consentStore, useConsent } from '../consent-store.ts';
import { CONSENT_CATEGORIES } from './consent-texts.ts';

/** Privacy settings: one switch per category; necessary is always on. Opened from the banner or the footer link. */
export function PrivacySettingsDialog() {
  const { choice, settingsOpen } = useConsent();
  return (
    <Modal opened={settingsOpen} onClose={consentStore.closeSettings} title="Privacy settings" centered size="lg">
      {/* a fresh form each time the dialog opens, starting from the remembered choice */}
      {settingsOpen ? <CategoryForm analytics={choice?.analytics ?? false} advertising={choice?.advertising ?? false} /> : null}
    </Modal>
  );
}

function CategoryForm(initial: { analytics: boolean; advertising: boolean }) {
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [advertising, setAdvertising] = useState(initial.advertising);
  return (
    <Stack gap="md">
      <Switch label={CONSENT_CATEGORIES.necessary.label} description={CONSENT_CATEGORIES.necessary.description} checked disabled readOnly />
      <Switch
        label={CONSENT_CATEGORIES.analytics.label}
        description={CONSENT_CATEGORIES.analytics.description}
        checked={analytics}
        onChange={(event) => setAnalytics(event.currentTarget.checked)}
      />
      <Switch
        label={CONSENT_CATEGORIES.advertising.label}
        description={CONSENT_CATEGORIES.advertising.description}
        checked={advertising}
        onChange={(event) => setAdvertising(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed">
        Your choice is kept in this browser only.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button onClick={consentStore.rejectAll}>Reject all</Button>
        <Button onClick={consentStore.acceptAll}>Accept all</Button>
        <Button variant="default" onClick={() => consentStore.decide({ analytics, advertising })}>
          Save choices
        </Button>
      </Group>
    </Stack>
  );
}
