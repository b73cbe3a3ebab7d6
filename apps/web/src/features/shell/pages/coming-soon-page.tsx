import { Paper, Text } from '@mantine/core';
import { useMatches } from 'react-router';
import { titleOf } from '../../../app/route-handle.ts';
import { PageHeader } from '../components/page-header.tsx';

/** A route of §2 whose feature comes in a later issue: its title and one plain line, no fake data. */
export function ComingSoonPage() {
  const title = titleOf(useMatches()) ?? 'Coming soon';
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md">
        <Text>This section is coming soon.</Text>
      </Paper>
    </>
  );
}
