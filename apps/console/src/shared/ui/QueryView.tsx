import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { Button } from './Button.tsx';
import { ErrorMessage } from './ErrorMessage.tsx';

/** A query's loading text, its translated error with Retry, or its data rendered. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('app.loading')}</p>;
  if (query.isError)
    return (
      <>
        <ErrorMessage text={errorText(t, query.error)} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </>
    );
  return children(query.data);
}
