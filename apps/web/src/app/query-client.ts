import { QueryClient } from '@tanstack/react-query';

/** The app's one query client (providers.tsx gives it to React; the signed-in shell binds the lists to it). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});
