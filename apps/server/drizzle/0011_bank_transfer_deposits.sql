CREATE TABLE "deposit_receipts" (
	"deposit_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reviewed_by_username" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;