CREATE TABLE "merchant_games" (
	"merchant_code" text NOT NULL,
	"node_id" text NOT NULL,
	"enabled" boolean,
	"hot" boolean,
	"is_new" boolean,
	"popularity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_games_merchant_code_node_id_pk" PRIMARY KEY("merchant_code","node_id")
);
--> statement-breakpoint
DROP INDEX "members_search_username_idx";--> statement-breakpoint
DROP INDEX "members_search_mobile_idx";--> statement-breakpoint
DROP INDEX "members_search_id_idx";--> statement-breakpoint
DROP INDEX "members_search_affiliate_code_idx";--> statement-breakpoint
DROP INDEX "members_search_registration_ip_idx";--> statement-breakpoint
ALTER TABLE "merchant_games" ADD CONSTRAINT "merchant_games_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_games" ADD CONSTRAINT "merchant_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_search_username_idx" ON "members" USING btree ("merchant_code",lower("username") collate "C","id");--> statement-breakpoint
CREATE INDEX "members_search_mobile_idx" ON "members" USING btree ("merchant_code","mobile_num" collate "C","id");--> statement-breakpoint
CREATE INDEX "members_search_id_idx" ON "members" USING btree ("merchant_code",("id"::text) collate "C","id");--> statement-breakpoint
CREATE INDEX "members_search_affiliate_code_idx" ON "members" USING btree ("merchant_code","affiliate_code" collate "C","id");--> statement-breakpoint
CREATE INDEX "members_search_registration_ip_idx" ON "members" USING btree ("merchant_code","registration_ip" collate "C","id");