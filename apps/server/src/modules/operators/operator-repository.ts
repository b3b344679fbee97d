import { randomUUID } from 'node:crypto';
import type { ConsoleRole, OperatorItem } from '@lobby/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema.ts';

export type Operator = typeof operators.$inferSelect;

export const operatorItem = (row: Operator): OperatorItem => ({
  id: row.id,
  username: row.username,
  role: row.role as ConsoleRole,
  merchantCode: row.merchantCode,
  enrolled: row.passwordHash !== null && row.totpEnrolled,
  disabled: row.disabled,
  createdAt: row.createdAt.toISOString(),
});

export async function findOperatorByUsername(db: Db, username: string): Promise<Operator | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findOperatorById(db: Db, id: string): Promise<Operator | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

export interface NewOperator {
  username: string;
  role: ConsoleRole;
  merchantCode: string | null;
  passwordHash?: string | null;
  totpSecret?: string | null;
  totpEnrolled?: boolean;
  enrolmentTokenHash?: string | null;
  enrolmentExpiresAt?: Date | null;
}

/** Inserts the operator; undefined when the username is taken (case-insensitively). */
export async function insertOperator(
  db: Db,
  operator: NewOperator,
  now: Date,
): Promise<Operator | undefined> {
  const [row] = await db
    .insert(operators)
    .values({ id: randomUUID(), ...operator, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Operators of one merchant, or of every merchant and the platform when `merchantCode` is undefined. */
export function listOperatorRows(db: Db, merchantCode: string | undefined): Promise<Operator[]> {
  return db
    .select()
    .from(operators)
    .where(merchantCode === undefined ? undefined : eq(operators.merchantCode, merchantCode))
    .orderBy(asc(operators.username));
}

export async function updateOperatorRow(
  db: Db,
  id: string,
  changes: Partial<Pick<Operator, 'role' | 'disabled' | 'passwordHash' | 'totpSecret' | 'totpEnrolled'>> & {
    enrolmentTokenHash?: null;
    enrolmentExpiresAt?: null;
  },
  now: Date,
): Promise<Operator | undefined> {
  const [row] = await db
    .update(operators)
    .set({ ...changes, updatedAt: now })
    .where(eq(operators.id, id))
    .returning();
  return row;
}

/**
 * Records `step` as the last accepted TOTP step when it is later than the stored one: false when another
 * request used this step (or a later one) first, so a code works exactly once.
 */
export async function claimTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(operators)
    .set({ totpLastStep: step, totpEnrolled: true })
    .where(
      and(
        eq(operators.id, id),
        sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: operators.id });
  return claimed.length > 0;
}

/** The operator whose unexpired enrolment token has this hash; the token is spent by setting a password. */
export async function findOperatorByEnrolment(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.enrolmentTokenHash, tokenHash), sql`${operators.enrolmentExpiresAt} > ${now}`))
    .limit(1);
  return row;
}

/** Sets the password and spends the enrolment token, once: false when another request spent it first. */
export async function completeEnrolment(
  db: Db,
  id: string,
  tokenHash: string,
  passwordHash: string,
  now: Date,
) {
  const done = await db
    .update(operators)
    .set({ passwordHash, enrolmentTokenHash: null, enrolmentExpiresAt: null, updatedAt: now })
    .where(and(eq(operators.id, id), eq(operators.enrolmentTokenHash, tokenHash)))
    .returning({ id: operators.id });
  return done.length > 0;
}

/** Replaces the operator's recovery codes with these (SHA-256 hashes). */
export async function replaceRecoveryCodes(db: Db, operatorId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ id: randomUUID(), operatorId, codeHash })));
  });
}

/** Spends an unused recovery code of the operator; false when there is none with this hash. */
export async function spendRecoveryCode(db: Db, operatorId: string, codeHash: string, now: Date) {
  const spent = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return spent.length > 0;
}
