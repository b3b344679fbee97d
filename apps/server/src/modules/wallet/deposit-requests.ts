import {
  API,
  DEPOSIT_REQUESTS_PAGE_SIZE,
  type DepositRequest,
  type DepositRequestPage,
  type DepositRequestsQuery,
  toMajor,
  toMinor,
} from '@lobby/contract';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositReceipts, deposits } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';
import { memberDirectory, memberDirectoryFilter } from '../members/index.ts';

const receiptPath = (id: string) => API.getDepositReceipt.path.replace(':id', id);

type Directory = ReturnType<typeof memberDirectory>;

function requestsQuery(
  db: Db,
  scope: string | undefined,
  where: (directory: Directory) => (SQL | undefined)[],
) {
  const directory = memberDirectory(db);
  return db
    .select({
      row: deposits,
      username: directory.username,
      merchantCode: directory.merchantCode,
      hasReceipt: sql<boolean>`${depositReceipts.depositId} is not null`,
    })
    .from(deposits)
    .innerJoin(directory, eq(directory.id, deposits.memberId))
    .leftJoin(depositReceipts, eq(depositReceipts.depositId, deposits.id))
    .where(and(scope === undefined ? undefined : eq(directory.merchantCode, scope), ...where(directory)))
    .$dynamic();
}

type RequestRow = Awaited<ReturnType<typeof requestsQuery>>[number];

export const depositRequestOf = ({
  row,
  username,
  merchantCode,
  hasReceipt,
}: RequestRow): DepositRequest => ({
  id: row.id,
  memberId: row.memberId,
  memberUsername: username,
  merchantCode,
  channelId: row.channelId,
  amount: toMajor(row.amountMinor),
  currency: row.currency,
  status: row.status as DepositRequest['status'],
  reference: row.reference,
  receiptPath: hasReceipt ? receiptPath(row.id) : null,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  reviewedByUsername: row.reviewedByUsername,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  rejectReason: row.rejectReason,
});

/**
 * Deposits of the operator's merchant (undefined: every merchant), newest first, paged; dates are days of
 * `timezone`, both included.
 */
export async function listDepositRequests(
  db: Db,
  query: DepositRequestsQuery,
  scope: string | undefined,
  timezone: string,
): Promise<DepositRequestPage> {
  const { page } = query;
  const day = sql`(${deposits.createdAt} at time zone ${timezone}::text)::date`;
  const rows = await requestsQuery(db, scope, (directory) => [
    query.status === undefined ? undefined : eq(deposits.status, query.status),
    query.channelId === undefined ? undefined : eq(deposits.channelId, query.channelId),
    memberDirectoryFilter(query.member, directory),
    query.from === undefined ? undefined : sql`${day} >= ${query.from}::date`,
    query.to === undefined ? undefined : sql`${day} <= ${query.to}::date`,
    query.minAmount === undefined ? undefined : gte(deposits.amountMinor, toMinor(query.minAmount) ?? 0),
    query.maxAmount === undefined ? undefined : lte(deposits.amountMinor, toMinor(query.maxAmount) ?? 0),
  ])
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(DEPOSIT_REQUESTS_PAGE_SIZE + 1)
    .offset((page - 1) * DEPOSIT_REQUESTS_PAGE_SIZE);
  return pageOf(rows, page, DEPOSIT_REQUESTS_PAGE_SIZE, depositRequestOf);
}

/** One deposit as the console sees it, if in the operator's scope. */
export async function findDepositRequest(
  db: Db,
  id: string,
  scope: string | undefined,
): Promise<DepositRequest | undefined> {
  const [row] = await requestsQuery(db, scope, () => [eq(deposits.id, id)]);
  return row ? depositRequestOf(row) : undefined;
}

/** A deposit's receipt, if the deposit is in the operator's scope. */
export async function findDepositReceipt(db: Db, id: string, scope: string | undefined) {
  const directory = memberDirectory(db);
  const [row] = await db
    .select({ mimeType: depositReceipts.mimeType, bytes: depositReceipts.bytes })
    .from(depositReceipts)
    .innerJoin(deposits, eq(deposits.id, depositReceipts.depositId))
    .innerJoin(directory, eq(directory.id, deposits.memberId))
    .where(
      and(
        eq(depositReceipts.depositId, id),
        scope === undefined ? undefined : eq(directory.merchantCode, scope),
      ),
    );
  return row;
}
