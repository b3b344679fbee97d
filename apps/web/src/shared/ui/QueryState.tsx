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

interface QueryFallbackProps {
  query: Omit<LoadingQuery<unknown>, 'data'>;
  /** What stands in while loading: a shape, or the screen's own placeholder (hidden from screen readers). */
  skeleton?: SkeletonShape | ReactNode;
  /** A one-line error for a block inside a screen (a home section) instead of the screen-wide one. */
  compact?: boolean;
}

/** What shows while a query has no data: its error with a Retry once it failed, else a skeleton. */
export function QueryFallback({ query, skeleton = 'rows', compact = false }: QueryFallbackProps) {
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

interface QueryStateProps<T> extends QueryFallbackProps {
  query: LoadingQuery<T>;
  children: (data: T) => ReactNode;
}

/**
 * A query's three states: its data once there (kept on screen if a refetch fails), else QueryFallback: the
 * error with a Retry, or a skeleton. A request never hangs: the API client fails it after 15 s.
 */
export function QueryState<T>({ query, children, ...fallback }: QueryStateProps<T>) {
  return query.data === undefined ? <QueryFallback query={query} {...fallback} /> : children(query.data);
}
