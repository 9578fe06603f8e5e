DROP INDEX "likes_to_idx";--> statement-breakpoint
CREATE INDEX "likes_from_idx" ON "likes" USING btree ("from_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_to_idx" ON "likes" USING btree ("to_profile_id","like_new" DESC NULLS LAST,"created_at" DESC NULLS LAST);