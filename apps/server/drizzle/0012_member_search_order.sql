DROP INDEX "members_search_username_idx";--> statement-breakpoint
DROP INDEX "members_search_mobile_idx";--> statement-breakpoint
DROP INDEX "members_search_id_idx";--> statement-breakpoint
DROP INDEX "members_search_affiliate_code_idx";--> statement-breakpoint
DROP INDEX "members_search_registration_ip_idx";--> statement-breakpoint
CREATE INDEX "members_search_username_idx" ON "members" USING btree ("merchant_code",lower("username") collate "C","id");--> statement-breakpoint
CREATE INDEX "members_search_mobile_idx" ON "members" USING btree ("merchant_code","mobile_num" collate "C","id");--> statement-breakpoint
CREATE INDEX "members_search_id_idx" ON "members" USING btree ("merchant_code",("id"::text) collate "C","id");--> statement-breakpoint
CREATE INDEX "members_search_affiliate_code_idx" ON "members" USING btree ("merchant_code","affiliate_code" collate "C","id");--> statement-breakpoint
CREATE INDEX "members_search_registration_ip_idx" ON "members" USING btree ("merchant_code","registration_ip" collate "C","id");