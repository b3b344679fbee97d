import { type KycReview, roleAllows } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import styles from './Kyc.module.css';
import { KycDecisionDialog } from './KycDecisionDialog.tsx';
import { KycDocumentDialog } from './KycDocumentDialog.tsx';
import { KycFilterForm } from './KycFilterForm.tsx';
import {
  fetchKycReviews,
  KYC_REVIEWS_QUERY_KEY,
  type KycFilters,
  kycReviewsAddress,
  kycReviewsSearch,
  readKycFilters,
} from './kyc-reviews-api.ts';

const column = createColumnHelper<KycReview>();

/** The CSV export of a page of the queue (who, what, the decision; never the file). */
const kycCsv = (t: TFunction) => ({
  fileName: 'kyc-reviews.csv',
  header: [
    t('kyc.uploaded'),
    t('kyc.memberColumn'),
    t('kyc.kind'),
    t('kyc.status'),
    t('kyc.reviewer'),
    t('kyc.reason'),
  ],
  cells: (row: KycReview) => [
    row.uploadedAt,
    row.memberUsername,
    t(`kyc.kinds.${row.kind}`),
    t(`kyc.statuses.${row.status}`),
    row.reviewedByUsername,
    row.rejectReason,
  ],
});

/** A document's status, and who decided it with their reason. */
function ReviewStatus({ review }: { review: KycReview }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`kyc.statuses.${review.status}`)}
      {review.reviewedByUsername && (
        <span className={styles.note}>
          {t('kyc.reviewedBy', { operator: review.reviewedByUsername, reason: review.rejectReason ?? '—' })}
        </span>
      )}
    </>
  );
}

/**
 * /kyc: members' identity documents and proofs of address, pending first (decisions 0053, 0056): open a
 * document, approve it, or reject it with a reason. Filters and page stay in the address.
 */
export function KycReviewsPage() {
  const { t, i18n } = useTranslation();
  const role = useConsoleSession().data?.operator.role;
  const search = useSearch();
  const filters = readKycFilters(search);
  const [, navigate] = useLocation();
  const [viewing, setViewing] = useState<KycReview>();
  const [deciding, setDeciding] = useState<{ review: KycReview; approve: boolean }>();
  const reviews = useQuery({
    queryKey: [KYC_REVIEWS_QUERY_KEY, kycReviewsSearch(filters)],
    queryFn: () => fetchKycReviews(filters),
    placeholderData: keepPreviousData,
  });
  const mayReview = (review: KycReview) =>
    review.status === 'pending' && role !== undefined && roleAllows(role, 'reviewKycDocument');
  const subject = (review: KycReview) => ({
    member: review.memberUsername,
    kind: t(`kyc.kinds.${review.kind}`),
  });
  const columns = [
    column.accessor('uploadedAt', {
      header: t('kyc.uploaded'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.accessor('memberUsername', { header: t('kyc.memberColumn') }),
    column.accessor('kind', { header: t('kyc.kind'), cell: (cell) => t(`kyc.kinds.${cell.getValue()}`) }),
    column.accessor('status', {
      header: t('kyc.status'),
      cell: ({ row }) => <ReviewStatus review={row.original} />,
    }),
    column.display({
      id: 'actions',
      header: t('kyc.actions'),
      cell: ({ row }) => (
        <span className={styles.buttons}>
          <Button
            variant="secondary"
            aria-label={t('kyc.viewOf', subject(row.original))}
            onClick={() => setViewing(row.original)}
          >
            {t('kyc.view')}
          </Button>
          {mayReview(row.original) ? (
            <>
              <Button
                aria-label={t('kyc.approveOf', subject(row.original))}
                onClick={() => setDeciding({ review: row.original, approve: true })}
              >
                {t('kyc.approve')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('kyc.rejectOf', subject(row.original))}
                onClick={() => setDeciding({ review: row.original, approve: false })}
              >
                {t('kyc.reject')}
              </Button>
            </>
          ) : null}
        </span>
      ),
    }),
  ];
  const show = (next: KycFilters) => navigate(kycReviewsAddress(next));
  const turnPage = (next: number) => show({ ...filters, page: next });
  return (
    <>
      <PageTitle text={t('kyc.title')} />
      <KycFilterForm key={search} filters={filters} onApply={show} />
      <QueryView query={reviews}>
        {(page) => (
          <DataTable
            caption={t('kyc.title')}
            rows={page.list}
            columns={columns}
            emptyText={t('kyc.empty')}
            paging={{ page: filters.page, hasMore: page.hasMore, onPage: turnPage }}
            csv={kycCsv(t)}
            sortable
          />
        )}
      </QueryView>
      {viewing && (
        <KycDocumentDialog
          review={viewing}
          onClose={() => setViewing(undefined)}
          onDecide={
            mayReview(viewing)
              ? (approve) => {
                  setViewing(undefined);
                  setDeciding({ review: viewing, approve });
                }
              : undefined
          }
        />
      )}
      {deciding && (
        <KycDecisionDialog
          review={deciding.review}
          approve={deciding.approve}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
