ALTER TABLE "activities" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "texts" jsonb;