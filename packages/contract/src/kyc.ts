import { z } from 'zod';
import { DecisionRequest } from './console-decision.ts';
import { text } from './text.ts';

/** What a member uploads for document review (decision 0053): an identity document and a proof of address. */
export const KYC_DOCUMENT_KINDS = ['identity', 'address'] as const;
export const KycDocumentKind = z.enum(KYC_DOCUMENT_KINDS);
export type KycDocumentKind = z.infer<typeof KycDocumentKind>;

export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const KycDocumentStatus = z.enum(KYC_DOCUMENT_STATUSES);
export type KycDocumentStatus = z.infer<typeof KycDocumentStatus>;

/** png, jpeg or pdf (checked by content), at most 5 MB. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The text fields of uploadKycDocument's multipart form; the file is the `document` part. */
export const KycUploadFields = z.object({ kind: KycDocumentKind });
export type KycUploadFields = z.infer<typeof KycUploadFields>;

/**
 * What free play (trial accounts) needs (decision 0056): nothing, the player's confirmation of the minimum
 * age at each trial login, or a verified identity (which an anonymous trial account cannot have: none made).
 */
export const FREE_PLAY_CHECKS = ['none', 'ageDeclaration', 'identity'] as const;
export const FreePlayCheck = z.enum(FREE_PLAY_CHECKS);
export type FreePlayCheck = z.infer<typeof FreePlayCheck>;

/**
 * What real-money play (launching a game, seamless-wallet bets of real members) needs: the age declared at
 * registration (its agreement control, always asked) or an approved identity document.
 */
export const REAL_MONEY_PLAY_CHECKS = ['ageDeclaration', 'identity'] as const;
export const RealMoneyPlayCheck = z.enum(REAL_MONEY_PLAY_CHECKS);
export type RealMoneyPlayCheck = z.infer<typeof RealMoneyPlayCheck>;

/** The merchant's identity checks; merchants stored before a field existed get today's behaviour. */
export const KycConfig = z.object({
  freePlay: FreePlayCheck.default('none'),
  realMoneyPlay: RealMoneyPlayCheck.default('ageDeclaration'),
  /** A withdrawal above this amount (major units) needs a verified identity; absent: none does. */
  withdrawalThreshold: z.number().positive().optional(),
});
export type KycConfig = z.infer<typeof KycConfig>;
export const DEFAULT_KYC_CONFIG: KycConfig = { freePlay: 'none', realMoneyPlay: 'ageDeclaration' };

/** What play needs, as the player app reads it (system status `info.verification`). */
export const PlayVerification = z.object({ freePlay: FreePlayCheck, realMoneyPlay: RealMoneyPlayCheck });
export type PlayVerification = z.infer<typeof PlayVerification>;

export const KycDocument = z.object({
  id: z.uuid(),
  kind: KycDocumentKind,
  status: KycDocumentStatus,
  uploadedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  rejectReason: z.string().nullable(),
});
export type KycDocument = z.infer<typeof KycDocument>;

/** getKycStatus: verified once an identity document is approved; the newest document of each kind first. */
export const KycStatus = z.object({
  verified: z.boolean(),
  documents: z.array(KycDocument),
});
export type KycStatus = z.infer<typeof KycStatus>;

export const KYC_REVIEWS_PAGE_SIZE = 50;

export const KycReviewsQuery = z.object({
  status: KycDocumentStatus.optional(),
  kind: KycDocumentKind.optional(),
  /** Username (exact, case-insensitive) or member id. */
  member: text().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type KycReviewsQuery = z.infer<typeof KycReviewsQuery>;
export type KycReviewsQueryInput = z.input<typeof KycReviewsQuery>;

export const KycReview = KycDocument.extend({
  memberId: z.uuid(),
  memberUsername: z.string(),
  merchantCode: z.string(),
  mimeType: z.string(),
  /** Relative to the API prefix; needs a console session allowed to list KYC reviews. */
  filePath: z.string(),
  reviewedByUsername: z.string().nullable(),
});
export type KycReview = z.infer<typeof KycReview>;

export const KycReviewPage = z.object({
  list: z.array(KycReview),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type KycReviewPage = z.infer<typeof KycReviewPage>;

export const KycDocumentParams = z.object({ id: z.uuid() });

/** Approves or rejects (with a reason) a pending document. */
export const ReviewKycDocument = DecisionRequest;
export type ReviewKycDocument = DecisionRequest;
