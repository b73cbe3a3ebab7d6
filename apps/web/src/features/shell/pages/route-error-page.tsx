import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { reportError } from '../../../lib/error-reporting/index.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** Shown when a route throws while rendering (the error boundary of `AppRoutes`, lib/route-matches.tsx). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // reported once per error (error reporting is a no-op while it is off); the page shows either way
  useEffect(() => {
    if (notFound) return;
    console.error(error);
    reportError(error, 'route-error-boundary');
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
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
