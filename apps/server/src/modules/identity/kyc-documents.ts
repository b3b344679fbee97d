import {
  API,
  KYC_REVIEWS_PAGE_SIZE,
  type KycDocument,
  type KycDocumentKind,
  type KycReview,
  type KycReviewPage,
  type KycReviewsQuery,
  type KycStatus,
} from '@lobby/contract';
import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycDocuments } from '../../db/schema.ts';
import type { UploadDocumentType } from '../../shared/image-type.ts';
import { pageOf } from '../../shared/paging.ts';
import { memberDirectory, memberDirectoryFilter } from '../members/index.ts';

type Row = typeof kycDocuments.$inferSelect;
type Directory = ReturnType<typeof memberDirectory>;

const documentOf = (row: Omit<Row, 'bytes'>): KycDocument => ({
  id: row.id,
  kind: row.kind as KycDocumentKind,
  status: row.status as KycDocument['status'],
  uploadedAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  rejectReason: row.rejectReason,
});

/** Every column but the file itself. */
const { bytes: _bytes, ...listed } = getTableColumns(kycDocuments);

export async function insertKycDocument(
  db: Db,
  document: {
    id: string;
    memberId: string;
    merchantCode: string;
    kind: KycDocumentKind;
    mimeType: UploadDocumentType;
    bytes: Buffer;
    now: Date;
  },
): Promise<KycDocument> {
  const { now, ...values } = document;
  const [row] = await db
    .insert(kycDocuments)
    .values({ ...values, status: 'pending', createdAt: now })
    .returning(listed);
  if (!row) throw new Error('KYC document not stored');
  return documentOf(row);
}

/** The member's documents, newest first; verified once an identity document is approved. */
export async function kycStatusOf(db: Db, memberId: string): Promise<KycStatus> {
  const rows = await db
    .select(listed)
    .from(kycDocuments)
    .where(eq(kycDocuments.memberId, memberId))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id));
  return {
    verified: rows.some((row) => row.kind === 'identity' && row.status === 'approved'),
    documents: rows.map(documentOf),
  };
}

function reviewsQuery(
  db: Db,
  scope: string | undefined,
  where: (directory: Directory) => (SQL | undefined)[],
) {
  const directory = memberDirectory(db);
  return db
    .select({ row: listed, username: directory.username })
    .from(kycDocuments)
    .innerJoin(directory, eq(directory.id, kycDocuments.memberId))
    .where(and(scope === undefined ? undefined : eq(kycDocuments.merchantCode, scope), ...where(directory)))
    .$dynamic();
}

const reviewOf = ({ row, username }: { row: Omit<Row, 'bytes'>; username: string }): KycReview => ({
  ...documentOf(row),
  memberId: row.memberId,
  memberUsername: username,
  merchantCode: row.merchantCode,
  mimeType: row.mimeType,
  filePath: API.getKycDocumentFile.path.replace(':id', row.id),
  reviewedByUsername: row.reviewedByUsername,
});

/** The KYC queue of the operator's merchant (undefined: every merchant), oldest first, paged. */
export async function listKycReviews(
  db: Db,
  query: KycReviewsQuery,
  scope: string | undefined,
): Promise<KycReviewPage> {
  const { page } = query;
  const rows = await reviewsQuery(db, scope, (directory) => [
    query.status === undefined ? undefined : eq(kycDocuments.status, query.status),
    query.kind === undefined ? undefined : eq(kycDocuments.kind, query.kind),
    memberDirectoryFilter(query.member, directory),
  ])
    .orderBy(kycDocuments.createdAt, kycDocuments.id)
    .limit(KYC_REVIEWS_PAGE_SIZE + 1)
    .offset((page - 1) * KYC_REVIEWS_PAGE_SIZE);
  return pageOf(rows, page, KYC_REVIEWS_PAGE_SIZE, reviewOf);
}

export async function findKycReview(db: Db, id: string, scope: string | undefined) {
  const [row] = await reviewsQuery(db, scope, () => [eq(kycDocuments.id, id)]);
  return row ? reviewOf(row) : undefined;
}

/** A document's file, if in the operator's scope. */
export async function findKycDocumentFile(db: Db, id: string, scope: string | undefined) {
  const [row] = await db
    .select({ mimeType: kycDocuments.mimeType, bytes: kycDocuments.bytes })
    .from(kycDocuments)
    .where(
      and(eq(kycDocuments.id, id), scope === undefined ? undefined : eq(kycDocuments.merchantCode, scope)),
    );
  return row;
}

/** Decides a pending document once; false when it was no longer pending (nothing changed). */
export async function decideKycDocument(
  db: Db,
  id: string,
  decision: {
    approve: boolean;
    reason: string | null;
    operatorId: string;
    operatorUsername: string;
    now: Date;
  },
): Promise<boolean> {
  const updated = await db
    .update(kycDocuments)
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      rejectReason: decision.approve ? null : decision.reason,
      reviewedAt: decision.now,
      reviewedBy: decision.operatorId,
      reviewedByUsername: decision.operatorUsername,
    })
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.status, 'pending')))
    .returning({ id: kycDocuments.id });
  return updated.length === 1;
}
