import { LoadingState } from '../../components/loading-state';

/** Loading and failure of one block of an admin page, so the rest of the page stays usable. */
export function QueryState({
  isLoading,
  error,
  onRetry,
}: {
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (!isLoading && !error) return null;
  return <LoadingState error={isLoading ? null : error} onRetry={onRetry} />;
}
