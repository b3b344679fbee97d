CREATE TABLE "agent_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"basis" text NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"net_loss_minor" bigint NOT NULL,
	"tier" integer,
	"rate" double precision NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"hold_reason" text,
	"held_by" uuid,
	"held_by_username" text
);
--> statement-breakpoint
CREATE TABLE "exclusion_register_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"country_dialing_code" text,
	"mobile_num" text,
	"username" text,
	"reason" text NOT NULL,
	"added_by_username" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_username" text,
	"remove_reason" text
);
--> statement-breakpoint
CREATE TABLE "merchant_setting_versions" (
	"merchant_code" text NOT NULL,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"operator_username" text,
	"reason" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_setting_versions_merchant_code_version_pk" PRIMARY KEY("merchant_code","version")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "reviewed_by_username" text;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "settled_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "maintenance_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "maintenance_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "maintenance_message" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "hot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "operator_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "operator_reason" text;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "operator_set_by" text;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "operator_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_request_id_agent_contract_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."agent_contract_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_setting_versions" ADD CONSTRAINT "merchant_setting_versions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_period_idx" ON "agent_payouts" USING btree ("member_id","request_id","period");--> statement-breakpoint
CREATE INDEX "agent_payouts_due_idx" ON "agent_payouts" USING btree ("status","payable_at");--> statement-breakpoint
CREATE INDEX "agent_payouts_list_idx" ON "agent_payouts" USING btree ("merchant_code","period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_payouts_member_idx" ON "agent_payouts" USING btree ("member_id","period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exclusion_register_mobile_idx" ON "exclusion_register_entries" USING btree ("merchant_code","country_dialing_code","mobile_num") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "exclusion_register_username_idx" ON "exclusion_register_entries" USING btree ("merchant_code","username") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "exclusion_register_created_idx" ON "exclusion_register_entries" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "agent_contract_requests_status_idx" ON "agent_contract_requests" USING btree ("status","offered_at");--> statement-breakpoint
CREATE INDEX "player_exclusions_merchant_idx" ON "player_exclusions" USING btree ("merchant_code","started_at");