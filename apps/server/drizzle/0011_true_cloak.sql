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
ALTER TABLE "help_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;