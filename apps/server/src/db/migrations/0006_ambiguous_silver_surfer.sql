CREATE TABLE "live_presence" (
	"user_id" integer NOT NULL,
	"process_id" text NOT NULL,
	"sockets" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_presence_user_id_process_id_pk" PRIMARY KEY("user_id","process_id")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "demo_replies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;