ALTER TABLE "photos" ADD COLUMN "moderation" text DEFAULT 'shown' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "photo_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_waiting_idx" ON "photos" USING btree ("created_at") WHERE "photos"."moderation" = 'waiting';