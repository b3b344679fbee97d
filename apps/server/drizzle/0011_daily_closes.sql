CREATE TABLE "daily_closes" (
	"merchant_code" text NOT NULL,
	"day" date NOT NULL,
	"opening_minor" bigint NOT NULL,
	"movements" jsonb NOT NULL,
	"movements_minor" bigint NOT NULL,
	"closing_minor" bigint NOT NULL,
	"entry_count" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_closes_merchant_code_day_pk" PRIMARY KEY("merchant_code","day"),
	CONSTRAINT "daily_closes_balanced" CHECK ("daily_closes"."opening_minor" + "daily_closes"."movements_minor" = "daily_closes"."closing_minor")
);
--> statement-breakpoint
ALTER TABLE "daily_closes" ADD CONSTRAINT "daily_closes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "daily_closes_closed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a closed day is never edited' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "daily_closes_closed" BEFORE UPDATE OR DELETE ON "daily_closes" FOR EACH ROW EXECUTE FUNCTION "daily_closes_closed"();
