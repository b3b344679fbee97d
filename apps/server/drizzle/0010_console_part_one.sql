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
CREATE TABLE "daily_closes" (
	"merchant_code" text NOT NULL,
	"day" date NOT NULL,
	"opening_minor" bigint NOT NULL,
	"movements" jsonb NOT NULL,
	"movements_minor" bigint NOT NULL,
	"closing_minor" bigint NOT NULL,
	"entry_count" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_closes_merchant_code_day_pk" PRIMARY KEY("merchant_code","day"),
	CONSTRAINT "daily_closes_balanced" CHECK ("daily_closes"."opening_minor" + "daily_closes"."movements_minor" = "daily_closes"."closing_minor")
);
--> statement-breakpoint
CREATE TABLE "deposit_channel_turnover" (
	"merchant_code" text NOT NULL,
	"channel_id" text NOT NULL,
	"multiple" integer NOT NULL,
	CONSTRAINT "deposit_channel_turnover_merchant_code_channel_id_pk" PRIMARY KEY("merchant_code","channel_id")
);
--> statement-breakpoint
CREATE TABLE "deposit_receipts" (
	"deposit_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
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
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_by_username" text,
	"reject_reason" text
);
--> statement-breakpoint
CREATE TABLE "member_logins" (
	"member_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"ip" text NOT NULL,
	"device_hash" text NOT NULL,
	"user_agent" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_logins_member_id_ip_device_hash_pk" PRIMARY KEY("member_id","ip","device_hash")
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"operator_id" uuid,
	"operator_username" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_turnover" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"outstanding_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "player_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reopens_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_limit_totals" (
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"lost_minor" bigint DEFAULT 0 NOT NULL,
	"played_seconds" integer DEFAULT 0 NOT NULL,
	"last_play_at" timestamp with time zone,
	CONSTRAINT "player_limit_totals_member_id_period_pk" PRIMARY KEY("member_id","period")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_due_at" timestamp with time zone,
	"pending_amount_minor" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "reality_checks" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"interval_minutes" integer,
	"test_interval_seconds" integer,
	"session_started_at" timestamp with time zone,
	"last_play_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "turnover_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turnover_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"outstanding_after_minor" bigint NOT NULL,
	"reason" text,
	"operator_id" uuid,
	"operator_username" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "turnover_multiple" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "claim_days" integer;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "decided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "decided_by_username" text;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reviewed_by_username" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_by_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_by_username" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "adjustment_approval_threshold_minor" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "limit_cooling_off_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
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
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_closes" ADD CONSTRAINT "daily_closes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_channel_turnover" ADD CONSTRAINT "deposit_channel_turnover_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_totals" ADD CONSTRAINT "player_limit_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD CONSTRAINT "reality_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_events" ADD CONSTRAINT "turnover_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_merchant_idx" ON "balance_adjustments" USING btree ("merchant_code","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_idx" ON "balance_adjustments" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_campaigns_pending_idx" ON "inbox_campaigns" USING btree ("created_at") WHERE "inbox_campaigns"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "kyc_documents_member_idx" ON "kyc_documents" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_queue_idx" ON "kyc_documents" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "member_logins_ip_idx" ON "member_logins" USING btree ("merchant_code","ip");--> statement-breakpoint
CREATE INDEX "member_logins_device_idx" ON "member_logins" USING btree ("merchant_code","device_hash");--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_live_number_idx" ON "payout_accounts" USING btree ("member_id","kind","number") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "player_exclusions_member_idx" ON "player_exclusions" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_events_kind_reference_idx" ON "turnover_events" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "turnover_events_member_idx" ON "turnover_events" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_campaign_id_inbox_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."inbox_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_entries_id_idx" ON "activity_entries" USING btree ("id");--> statement-breakpoint
CREATE INDEX "activity_entries_status_idx" ON "activity_entries" USING btree ("status","joined_at");--> statement-breakpoint
CREATE INDEX "deposits_confirmed_idx" ON "deposits" USING btree ("confirmed_at") WHERE "deposits"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "feedback_status_created_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_campaign_member_unique" ON "inbox_messages" USING btree ("campaign_id","member_id") WHERE "inbox_messages"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_search_username_idx" ON "members" USING btree ("merchant_code",lower("username") collate "C");--> statement-breakpoint
CREATE INDEX "members_search_mobile_idx" ON "members" USING btree ("merchant_code","mobile_num" collate "C");--> statement-breakpoint
CREATE INDEX "members_search_id_idx" ON "members" USING btree ("merchant_code",("id"::text) collate "C");--> statement-breakpoint
CREATE INDEX "members_search_affiliate_code_idx" ON "members" USING btree ("merchant_code","affiliate_code" collate "C");--> statement-breakpoint
CREATE INDEX "members_search_registration_ip_idx" ON "members" USING btree ("merchant_code","registration_ip" collate "C");--> statement-breakpoint
CREATE INDEX "members_payee_name_idx" ON "members" USING btree ("merchant_code",lower("payee_name")) WHERE "members"."payee_name" is not null;--> statement-breakpoint
CREATE INDEX "members_merchant_created_idx" ON "members" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "withdrawals_approved_idx" ON "withdrawals" USING btree ("reviewed_at") WHERE "withdrawals"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "withdrawals_pending_review_idx" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" = 'pending_review';--> statement-breakpoint
CREATE INDEX "withdrawals_payout_due_idx" ON "withdrawals" USING btree ("next_check_at") WHERE "withdrawals"."status" in ('approved', 'processing', 'unknown');--> statement-breakpoint
CREATE FUNCTION "daily_closes_closed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a closed day is never edited' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "daily_closes_closed" BEFORE UPDATE OR DELETE ON "daily_closes" FOR EACH ROW EXECUTE FUNCTION "daily_closes_closed"();
