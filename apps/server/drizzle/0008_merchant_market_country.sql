ALTER TABLE "merchants" ADD COLUMN "market_country" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_market_country" CHECK ("merchants"."market_country" ~ '^[A-Z]{2}$');