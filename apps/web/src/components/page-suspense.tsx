import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** Where a lazily loaded page appears: a quiet loader while its chunk arrives. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl" role="status" aria-busy="true" aria-label="Loading the page">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
