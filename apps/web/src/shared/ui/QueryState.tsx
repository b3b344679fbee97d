import type { ReactNode } from 'react';
import { LoadError } from './LoadError.tsx';
import { Skeleton, type SkeletonShape } from './Skeleton.tsx';

/** What QueryState reads of a query (TanStack's useQuery and useInfiniteQuery results fit). */
export interface LoadingQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: LoadingQuery<T>;
  /** What stands in while loading: a shape, or the screen's own placeholder (hidden from screen readers). */
  skeleton?: SkeletonShape | ReactNode;
  /** A one-line error for a block inside a screen (a home section) instead of the screen-wide one. */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A query's three states: its data once there, else the error with a Retry (a failure keeps the data shown
 * if some had arrived), else a skeleton. A request never hangs: the API client fails it after 15 s.
 */
export function QueryState<T>({ query, skeleton = 'rows', compact = false, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        compact={compact}
      />
    );
  }
  return typeof skeleton === 'string' ? (
    <Skeleton shape={skeleton as SkeletonShape} />
  ) : (
    <Skeleton>{skeleton}</Skeleton>
  );
}
