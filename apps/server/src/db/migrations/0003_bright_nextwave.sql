ALTER TABLE "login_attempts" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","at" DESC NULLS LAST);