CREATE TABLE "swipes" (
	"profile_id" integer NOT NULL,
	"target_profile_id" integer NOT NULL,
	"liked" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "swipes_profile_id_target_profile_id_pk" PRIMARY KEY("profile_id","target_profile_id")
);
--> statement-breakpoint
DROP INDEX "profiles_birth_idx";--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_search_region_idx";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "blur_filename" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "width" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "height" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "external_url" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "searchable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_target_profile_id_profiles_id_fk" FOREIGN KEY ("target_profile_id") REFERENCES "profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swipes_likes_idx" ON "swipes" USING btree ("profile_id","liked","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "photos_token_idx" ON "photos" USING btree ("token");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("site_id","gender","country","last_activity" DESC NULLS LAST,"id" DESC NULLS LAST,"birth_date","region_id","kind") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_region_idx" ON "profiles" USING btree ("region_id","gender","site_id","last_activity" DESC NULLS LAST,"id" DESC NULLS LAST,"birth_date","kind") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_set_searchable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.searchable := NEW.status = 'active' AND NOT EXISTS (
    SELECT 1 FROM users u WHERE u.id = NEW.user_id AND (u.invisible OR u.status = 'deleted'));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_searchable BEFORE INSERT OR UPDATE OF status, user_id ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_set_searchable();--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_set_profile_searchable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.invisible IS DISTINCT FROM OLD.invisible OR NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE profiles SET searchable = (status = 'active' AND NOT NEW.invisible AND NEW.status <> 'deleted')
      WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_profile_searchable AFTER UPDATE OF invisible, status ON users
  FOR EACH ROW EXECUTE FUNCTION users_set_profile_searchable();--> statement-breakpoint
UPDATE profiles SET status = status;
