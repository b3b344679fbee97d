CREATE TABLE "merchant_setting_versions" (
	"merchant_code" text NOT NULL,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"operator_username" text,
	"reason" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_setting_versions_merchant_code_version_pk" PRIMARY KEY("merchant_code","version")
);
--> statement-breakpoint
ALTER TABLE "merchant_setting_versions" ADD CONSTRAINT "merchant_setting_versions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;