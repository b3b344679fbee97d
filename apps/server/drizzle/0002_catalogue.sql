CREATE TABLE "announcement_reads" (
	"member_id" uuid NOT NULL,
	"announcement_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_reads_member_id_announcement_id_pk" PRIMARY KEY("member_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"language" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"language" text,
	"title" text NOT NULL,
	"url" text,
	"image_url" text NOT NULL,
	"artwork" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"classifications" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"categories" text[] NOT NULL,
	"own_list" boolean DEFAULT false NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"logo_url" text NOT NULL,
	"lobby_game_code" text,
	"brand" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" text PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"game_id" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"icon_url" text NOT NULL,
	"mobile_small_icon" text NOT NULL,
	"mobile_large_icon" text NOT NULL,
	"game_group_id" text,
	"lotto_mode" text,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"game_classify_new" text,
	"tel_node_id" integer NOT NULL,
	"min_bet_minor" integer NOT NULL,
	"min_line" integer DEFAULT 1 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_models" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"avatar_url" text NOT NULL,
	"status" text NOT NULL,
	"room_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "winners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"node_id" text,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"icon_url" text NOT NULL,
	"win_amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_game_type_game_categories_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."game_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vassalage_game_vendors_code_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_entries" ADD CONSTRAINT "help_entries_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_models" ADD CONSTRAINT "live_models_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_type_idx" ON "announcements" USING btree ("merchant_code","type","sort_order");--> statement-breakpoint
CREATE INDEX "banners_merchant_group_idx" ON "banners" USING btree ("merchant_code","group_name","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "games_game_code_unique" ON "games" USING btree ("game_code");--> statement-breakpoint
CREATE INDEX "games_type_popularity_idx" ON "games" USING btree ("game_type","popularity" DESC NULLS LAST,"node_id");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity" DESC NULLS LAST,"node_id");--> statement-breakpoint
CREATE INDEX "games_vendor_type_idx" ON "games" USING btree ("vassalage","game_type");--> statement-breakpoint
CREATE INDEX "games_new_idx" ON "games" USING btree ("game_type","popularity" DESC NULLS LAST,"node_id") WHERE "games"."is_new";--> statement-breakpoint
CREATE INDEX "help_entries_merchant_language_idx" ON "help_entries" USING btree ("merchant_code","language","sort_order");--> statement-breakpoint
CREATE INDEX "live_models_merchant_idx" ON "live_models" USING btree ("merchant_code","sort_order");--> statement-breakpoint
CREATE INDEX "recent_games_member_played_idx" ON "recent_games" USING btree ("member_id","played_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "winners_merchant_won_idx" ON "winners" USING btree ("merchant_code","won_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "winners_merchant_type_won_idx" ON "winners" USING btree ("merchant_code","game_type","won_at" DESC NULLS LAST);