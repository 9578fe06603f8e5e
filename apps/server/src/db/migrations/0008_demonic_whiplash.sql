CREATE TABLE "landers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "landers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "landers" ADD CONSTRAINT "landers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;