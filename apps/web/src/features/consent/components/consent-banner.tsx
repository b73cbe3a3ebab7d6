import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { consentStore } from '../consent-store.ts';
import classes from './consent.module.css';

/** First visit: the choice, with Accept all and Reject all side by side and equally prominent. */
export function ConsentBanner() {
  return (
    <Paper component="section" aria-labelledby="consent-banner-title" className={classes.banner} shadow="lg" withBorder p="md" radius="md">
      <Title order={2} id="consent-banner-title" fz="md" mb={4}>
        Your privacy choices
      </Title>
      <Text size="sm" mb="sm">
        We use necessary services to run this site, including error reports without session replay. With your consent we also use session
        replay and a heatmap (analytics) and an ads tag (advertising). You can change your choice at any time under Privacy settings at the
        bottom of every page.
      </Text>
      <Group gap="sm">
        <Button onClick={consentStore.rejectAll}>Reject all</Button>
        <Button onClick={consentStore.acceptAll}>Accept all</Button>
        <Button variant="default" onClick={consentStore.openSettings}>
          Choose
        </Button>
      </Group>
    </Paper>
  );
}
