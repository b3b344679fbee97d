CREATE TABLE "deposit_channel_turnover" (
	"merchant_code" text NOT NULL,
	"channel_id" text NOT NULL,
	"multiple" integer NOT NULL,
	CONSTRAINT "deposit_channel_turnover_merchant_code_channel_id_pk" PRIMARY KEY("merchant_code","channel_id")
);
--> statement-breakpoint
CREATE TABLE "member_turnover" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"outstanding_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
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
ALTER TABLE "deposit_channel_turnover" ADD CONSTRAINT "deposit_channel_turnover_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_events" ADD CONSTRAINT "turnover_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_events_kind_reference_idx" ON "turnover_events" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "turnover_events_member_idx" ON "turnover_events" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "activity_entries_id_idx" ON "activity_entries" USING btree ("id");--> statement-breakpoint
CREATE INDEX "activity_entries_status_idx" ON "activity_entries" USING btree ("status","joined_at");