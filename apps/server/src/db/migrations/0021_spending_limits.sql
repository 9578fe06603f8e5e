CREATE TABLE "spending_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"limit_period" text,
	"limit_credits" integer,
	"cool_off_until" timestamp with time zone,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_period" text,
	"pending_credits" integer,
	"pending_cool_off_until" timestamp with time zone,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_limits_limit_whole" CHECK (("spending_limits"."limit_period" is null) = ("spending_limits"."limit_credits" is null)),
	CONSTRAINT "spending_limits_limit_positive" CHECK ("spending_limits"."limit_credits" is null or "spending_limits"."limit_credits" >= 0),
	CONSTRAINT "spending_limits_pending_positive" CHECK ("spending_limits"."pending_credits" is null or "spending_limits"."pending_credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;