ALTER TABLE "profiles" ADD COLUMN "unlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_set_searchable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.searchable := NEW.status = 'active' AND NOT NEW.unlisted AND NOT EXISTS (
    SELECT 1 FROM users u WHERE u.id = NEW.user_id AND (u.invisible OR u.status = 'deleted'));
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER profiles_searchable ON profiles;--> statement-breakpoint
CREATE TRIGGER profiles_searchable BEFORE INSERT OR UPDATE OF status, user_id, unlisted ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_set_searchable();--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_set_profile_searchable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.invisible IS DISTINCT FROM OLD.invisible OR NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE profiles
      SET searchable = (status = 'active' AND NOT unlisted AND NOT NEW.invisible AND NEW.status <> 'deleted')
      WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
