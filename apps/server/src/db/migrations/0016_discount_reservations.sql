ALTER TABLE "discount_redemptions" ADD COLUMN "holds" text;--> statement-breakpoint
-- Issue 35 (hole 2): a once-per-user or 'once' code was checked when an order was placed and
-- recorded only when the order completed, so every order placed meanwhile completed with it. A
-- code's use is now written with its order and holds the code (the unique indexes below); an
-- order that fails, is cancelled or expires deletes its use (discounts.service releaseDiscount).
-- The orders open now hold their codes as new ones will.
INSERT INTO discount_redemptions (discount_code_id, user_id, order_id, created_at)
  SELECT o.discount_code_id, o.user_id, o.id, o.created_at FROM orders o
  WHERE o.discount_code_id IS NOT NULL AND o.status IN ('pending', 'processing')
    AND NOT EXISTS (SELECT 1 FROM discount_redemptions r WHERE r.order_id = o.id)
  ORDER BY o.id;
--> statement-breakpoint
-- The first use of a member's once-per-user code, or of a 'once' code, holds it; the later ones
-- (the extra uses the hole let through) stay as history and hold nothing.
UPDATE discount_redemptions r SET holds = CASE c.validity WHEN 'once' THEN 'code' ELSE 'member' END
  FROM discount_codes c
  WHERE c.id = r.discount_code_id AND c.validity IN ('once', 'once-per-user')
    AND r.id = (SELECT min(f.id) FROM discount_redemptions f
                WHERE f.discount_code_id = r.discount_code_id
                  AND (c.validity = 'once' OR f.user_id = r.user_id));
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_member_idx" ON "discount_redemptions" USING btree ("discount_code_id","user_id") WHERE "discount_redemptions"."holds" = 'member';--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_code_idx" ON "discount_redemptions" USING btree ("discount_code_id") WHERE "discount_redemptions"."holds" = 'code';
