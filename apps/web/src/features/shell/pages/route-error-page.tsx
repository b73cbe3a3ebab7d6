import { Button, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/** Shown when a route throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Stack align="center" gap="md" ta="center">
      <Title order={1} fz={28}>
        Something went wrong
      </Title>
      <Text c="dimmed" maw={460}>
        The page could not be shown. Reload the page to try again; if it keeps happening, contact support.
      </Text>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Stack>
  );
}
