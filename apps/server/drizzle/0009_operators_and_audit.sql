CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid,
	"operator_username" text,
	"role" text,
	"merchant_code" text,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_code" text,
	"username" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"totp_secret" text,
	"totp_enrolled" boolean DEFAULT false NOT NULL,
	"totp_last_step" bigint,
	"enrolment_token_hash" text,
	"enrolment_expires_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "audit_events_operator_idx" ON "audit_events" USING btree ("operator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_merchant_idx" ON "audit_events" USING btree ("merchant_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_operator_idx" ON "operator_recovery_codes" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_hash_unique" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_unique" ON "operators" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "operators_enrolment_token_unique" ON "operators" USING btree ("enrolment_token_hash");--> statement-breakpoint
CREATE INDEX "operators_merchant_idx" ON "operators" USING btree ("merchant_code");--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
