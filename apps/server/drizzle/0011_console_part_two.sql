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
ALTER TABLE "help_entries" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "operator_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "operator_reason" text;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "operator_set_by" text;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "operator_set_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "exclusion_register_mobile_idx" ON "exclusion_register_entries" USING btree ("merchant_code","country_dialing_code","mobile_num") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "exclusion_register_username_idx" ON "exclusion_register_entries" USING btree ("merchant_code","username") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "exclusion_register_created_idx" ON "exclusion_register_entries" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "player_exclusions_merchant_idx" ON "player_exclusions" USING btree ("merchant_code","started_at");