CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_by_username" text,
	"reject_reason" text
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_member_idx" ON "kyc_documents" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_queue_idx" ON "kyc_documents" USING btree ("merchant_code","status","created_at");