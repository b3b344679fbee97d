CREATE INDEX "deposits_confirmed_idx" ON "deposits" USING btree ("confirmed_at") WHERE "deposits"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_merchant_created_idx" ON "members" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_approved_idx" ON "withdrawals" USING btree ("reviewed_at") WHERE "withdrawals"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "withdrawals_pending_review_idx" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" = 'pending_review';