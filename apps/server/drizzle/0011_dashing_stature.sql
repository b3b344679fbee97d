CREATE TABLE "agent_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"basis" text NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"net_loss_minor" bigint NOT NULL,
	"tier" integer,
	"rate" double precision NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"hold_reason" text,
	"held_by" uuid,
	"held_by_username" text
);
--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "reviewed_by_username" text;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD COLUMN "settled_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_request_id_agent_contract_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."agent_contract_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_period_idx" ON "agent_payouts" USING btree ("member_id","request_id","period");--> statement-breakpoint
CREATE INDEX "agent_payouts_due_idx" ON "agent_payouts" USING btree ("status","payable_at");--> statement-breakpoint
CREATE INDEX "agent_payouts_list_idx" ON "agent_payouts" USING btree ("merchant_code","period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_payouts_member_idx" ON "agent_payouts" USING btree ("member_id","period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_contract_requests_status_idx" ON "agent_contract_requests" USING btree ("status","offered_at");