CREATE TABLE "member_logins" (
	"member_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"ip" text NOT NULL,
	"device_hash" text NOT NULL,
	"user_agent" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_logins_member_id_ip_device_hash_pk" PRIMARY KEY("member_id","ip","device_hash")
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"operator_id" uuid,
	"operator_username" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_logins_ip_idx" ON "member_logins" USING btree ("merchant_code","ip");--> statement-breakpoint
CREATE INDEX "member_logins_device_idx" ON "member_logins" USING btree ("merchant_code","device_hash");--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_search_username_idx" ON "members" USING btree ("merchant_code",lower("username") collate "C");--> statement-breakpoint
CREATE INDEX "members_search_mobile_idx" ON "members" USING btree ("merchant_code","mobile_num" collate "C");--> statement-breakpoint
CREATE INDEX "members_search_id_idx" ON "members" USING btree ("merchant_code",("id"::text) collate "C");--> statement-breakpoint
CREATE INDEX "members_search_affiliate_code_idx" ON "members" USING btree ("merchant_code","affiliate_code" collate "C");--> statement-breakpoint
CREATE INDEX "members_search_registration_ip_idx" ON "members" USING btree ("merchant_code","registration_ip" collate "C");--> statement-breakpoint
CREATE INDEX "members_payee_name_idx" ON "members" USING btree ("merchant_code",lower("payee_name")) WHERE "members"."payee_name" is not null;