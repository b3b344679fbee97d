CREATE TABLE "player_limit_totals" (
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"lost_minor" bigint DEFAULT 0 NOT NULL,
	"played_seconds" integer DEFAULT 0 NOT NULL,
	"last_play_at" timestamp with time zone,
	CONSTRAINT "player_limit_totals_member_id_period_pk" PRIMARY KEY("member_id","period")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_due_at" timestamp with time zone,
	"pending_amount_minor" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "limit_cooling_off_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_limit_totals" ADD CONSTRAINT "player_limit_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;