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
ALTER TABLE "merchants" ADD COLUMN "adjustment_approval_threshold_minor" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_merchant_idx" ON "balance_adjustments" USING btree ("merchant_code","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_idx" ON "balance_adjustments" USING btree ("member_id","created_at" DESC NULLS LAST);