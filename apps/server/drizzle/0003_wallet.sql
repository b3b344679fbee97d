CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"node_id" text,
	"game_type" text NOT NULL,
	"game_name" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"bet_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_vendor_round_id_pk" PRIMARY KEY("vendor","round_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"lottery_code" text NOT NULL,
	"issue" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "lottery_draws_lottery_code_issue_pk" PRIMARY KEY("lottery_code","issue")
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"lottery_code" text NOT NULL,
	"issue" text NOT NULL,
	"node_id" text NOT NULL,
	"vendor" text NOT NULL,
	"pick" jsonb NOT NULL,
	"stake_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"win_minor" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"ledger_entry_id" bigint,
	"balance_after_minor" bigint NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transactions_vendor_transaction_id_pk" PRIMARY KEY("vendor","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member_created_idx" ON "deposits" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("created_at") WHERE "deposits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "game_rounds_member_bet_at_idx" ON "game_rounds" USING btree ("member_id","bet_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_kind_reference_unique" ON "ledger_entries" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_member_idx" ON "ledger_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_draws_code_draw_at_idx" ON "lottery_draws" USING btree ("lottery_code","draw_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("lottery_code","issue") WHERE "lottery_tickets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_member_created_idx" ON "withdrawals" USING btree ("member_id","created_at" DESC NULLS LAST);