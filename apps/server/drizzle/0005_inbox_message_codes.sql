ALTER TABLE "inbox_messages" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "params" jsonb;