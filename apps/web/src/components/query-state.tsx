import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorText } from '@/lib/errors/error-text';
import { useDeferredQuery } from '@/lib/store/use-deferred-query';
import { ErrorState } from './error-state';

/** The part of an RTK Query hook's result a screen's loading, error and empty states depend on. */
export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Read by screen readers while loading (default: common "Loading"). */
  loadingLabel?: string;
  /** The screen's own placeholder while loading (say a full-page spinner), drawn instead of the skeleton; it announces itself. */
  loading?: ReactNode;
  /** The placeholder's height, near the content's so the page does not jump (default 160). */
  skeletonHeight?: number;
  /** The screen's sentence for a failed load (default: the shared error wording of the error). */
  errorMessage?: string;
  /** Whether the failure offers a retry (default true); false where trying again cannot help, say an unknown link. */
  retry?: boolean;
  /** Whether the loaded data has nothing to show (an empty list by default). */
  isEmpty?: (data: T) => boolean;
  /** What to say when there is nothing to show; a string is written as a quiet line. */
  empty?: ReactNode;
  /** The loaded data, drawn by the screen. */
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one shape of a screen's load: a placeholder while loading (announced), the failure with a
 * retry, the empty message, else the screen's content. Before a skipped query has data: nothing.
 * Drawn from the deferred result (useDeferredQuery): the content renders in slices.
 */
export function QueryState<T>({
  query: latest,
  loading,
  loadingLabel,
  skeletonHeight = 160,
  errorMessage,
  retry = true,
  isEmpty = emptyList,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  const query = useDeferredQuery(latest);
  if (query.isLoading && loading !== undefined) return <>{loading}</>;
  if (query.isLoading) return <Skeleton variant="rounded" height={skeletonHeight} role="status" aria-label={loadingLabel ?? t('common:loading')} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage ?? errorText(t, query.error)}
        retryLabel={t('common:actions.retry')}
        onRetry={retry ? () => void query.refetch() : undefined}
      />
    );
  if (query.data === undefined) return null;
  if (empty !== undefined && isEmpty(query.data)) return typeof empty === 'string' ? <Typography color="text.secondary">{empty}</Typography> : <>{empty}</>;
  return <>{children(query.data)}</>;
}
