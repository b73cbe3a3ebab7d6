import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" ta="center">
      <Text fz={72} fw={800} c="brand.6" lh={1}>
        404
      </Text>
      <Title order={1} fz={28}>
        Not Found
      </Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to={paths.home}>
        Go to your home page
      </Button>
    </Stack>
  );
}
