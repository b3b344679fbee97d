CREATE TABLE "used_nonces" (
	"scope" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "used_nonces_scope_nonce_pk" PRIMARY KEY("scope","nonce")
);
--> statement-breakpoint
CREATE INDEX "used_nonces_expires_idx" ON "used_nonces" USING btree ("expires_at");