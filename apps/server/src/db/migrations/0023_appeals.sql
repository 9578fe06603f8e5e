CREATE TABLE "appeal_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"appeal_id" integer NOT NULL,
	"moderator_user_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "appeal_token_hash" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "about_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_decisions_appeal_idx" ON "appeal_decisions" USING btree ("appeal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_action_idx" ON "appeals" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "appeals_site_idx" ON "appeals" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_actions_appeal_token_idx" ON "moderation_actions" USING btree ("appeal_token_hash");--> statement-breakpoint
CREATE OR REPLACE FUNCTION appeals_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER appeals_append_only BEFORE UPDATE OR DELETE ON appeals
  FOR EACH ROW EXECUTE FUNCTION appeals_append_only();--> statement-breakpoint
CREATE TRIGGER appeals_no_truncate BEFORE TRUNCATE ON appeals
  FOR EACH STATEMENT EXECUTE FUNCTION appeals_append_only();--> statement-breakpoint
CREATE TRIGGER appeal_decisions_append_only BEFORE UPDATE OR DELETE ON appeal_decisions
  FOR EACH ROW EXECUTE FUNCTION appeals_append_only();--> statement-breakpoint
CREATE TRIGGER appeal_decisions_no_truncate BEFORE TRUNCATE ON appeal_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION appeals_append_only();
