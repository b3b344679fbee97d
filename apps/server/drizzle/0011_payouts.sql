CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"institution" text NOT NULL,
	"holder_name" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_account_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_kind" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_institution" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_holder_name" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_masked_number" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reviewed_by_username" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_live_number_idx" ON "payout_accounts" USING btree ("member_id","kind","number") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "withdrawals_payout_due_idx" ON "withdrawals" USING btree ("next_check_at") WHERE "withdrawals"."status" in ('approved', 'processing', 'unknown');