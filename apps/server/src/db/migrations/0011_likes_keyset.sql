DROP INDEX "likes_to_idx";--> statement-breakpoint
DROP INDEX "likes_from_idx";--> statement-breakpoint
CREATE INDEX "likes_to_idx" ON "likes" USING btree ("to_profile_id","like_new" DESC NULLS LAST,"created_at" DESC NULLS LAST,"from_profile_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_from_idx" ON "likes" USING btree ("from_profile_id","created_at" DESC NULLS LAST,"to_profile_id" DESC NULLS LAST);