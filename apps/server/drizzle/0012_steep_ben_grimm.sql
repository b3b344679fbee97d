ALTER TABLE "game_vendors" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "maintenance_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "maintenance_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "maintenance_message" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "hot" boolean DEFAULT false NOT NULL;