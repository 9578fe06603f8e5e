CREATE TABLE "moderation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"report_id" integer,
	"profile_id" integer NOT NULL,
	"user_id" integer,
	"moderator_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"ground" text NOT NULL,
	"reason" text NOT NULL,
	"photo_id" integer,
	"photo_key" text,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reporter_user_id" integer,
	"reporter_email" text,
	"reported_profile_id" integer NOT NULL,
	"place" text NOT NULL,
	"reason" text NOT NULL,
	"severity" integer NOT NULL,
	"subject" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"message_id" bigint,
	"evidence" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_profile_id_profiles_id_fk" FOREIGN KEY ("reported_profile_id") REFERENCES "profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_profile_idx" ON "moderation_actions" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_member_subject_idx" ON "reports" USING btree ("reporter_user_id","reported_profile_id","subject") WHERE "reports"."reporter_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_visitor_subject_idx" ON "reports" USING btree ("reporter_email","reported_profile_id","subject") WHERE "reports"."reporter_email" is not null;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("site_id","severity","created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" USING btree ("reported_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION moderation_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER moderation_actions_append_only BEFORE UPDATE OR DELETE ON moderation_actions
  FOR EACH ROW EXECUTE FUNCTION moderation_actions_append_only();--> statement-breakpoint
CREATE TRIGGER moderation_actions_no_truncate BEFORE TRUNCATE ON moderation_actions
  FOR EACH STATEMENT EXECUTE FUNCTION moderation_actions_append_only();
