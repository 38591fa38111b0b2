import { LoadingState } from './loading-state';

/** What a page shows while its data loads or when it could not be loaded (one look for every screen). */
export function QueryState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return <LoadingState error={error} onRetry={onRetry} />;
}
