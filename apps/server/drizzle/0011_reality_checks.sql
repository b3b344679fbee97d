CREATE TABLE "reality_checks" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"interval_minutes" integer,
	"test_interval_seconds" integer,
	"session_started_at" timestamp with time zone,
	"last_play_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reality_checks" ADD CONSTRAINT "reality_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;