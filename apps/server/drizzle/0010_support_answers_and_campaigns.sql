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
CREATE INDEX "inbox_campaigns_pending_idx" ON "inbox_campaigns" USING btree ("created_at") WHERE "inbox_campaigns"."status" in ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_campaign_id_inbox_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."inbox_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_created_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_campaign_member_unique" ON "inbox_messages" USING btree ("campaign_id","member_id") WHERE "inbox_messages"."campaign_id" is not null;