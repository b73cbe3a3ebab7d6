import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not fix themselves; network trouble may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.kind !== 'network' && error.kind !== 'no-response'),
    },
    mutations: { retry: false },
  },
});
