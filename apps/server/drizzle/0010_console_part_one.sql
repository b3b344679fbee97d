CREATE TABLE "balance_adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"member_username" text NOT NULL,
	"merchant_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_by_username" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by_id" uuid,
	"decided_by_username" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"balance_after_minor" bigint,
	CONSTRAINT "balance_adjustments_amount_positive" CHECK ("balance_adjustments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "inbox_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_code" text,
	"audience_kind" text NOT NULL,
	"member_id" uuid,
	"vip_label" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"cursor" uuid,
	"audience_count" integer NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_by_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_by_username" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "adjustment_approval_threshold_minor" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_merchant_idx" ON "balance_adjustments" USING btree ("merchant_code","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_idx" ON "balance_adjustments" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_campaigns_pending_idx" ON "inbox_campaigns" USING btree ("created_at") WHERE "inbox_campaigns"."status" in ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_campaign_id_inbox_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."inbox_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_confirmed_idx" ON "deposits" USING btree ("confirmed_at") WHERE "deposits"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "feedback_status_created_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_campaign_member_unique" ON "inbox_messages" USING btree ("campaign_id","member_id") WHERE "inbox_messages"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_merchant_created_idx" ON "members" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_approved_idx" ON "withdrawals" USING btree ("reviewed_at") WHERE "withdrawals"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "withdrawals_pending_review_idx" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" = 'pending_review';