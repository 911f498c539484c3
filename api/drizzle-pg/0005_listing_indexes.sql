-- The expression indexes SQLite's hand-written migrations made (0008, 0010, 0013, 0015, 0033),
-- same names and order, so the listing, sort and matching queries read an index instead of
-- sorting. SQLite's `name COLLATE NOCASE` is lower("name") here: PostgreSQL's queries order by it.
CREATE INDEX "specialists_city_listing_idx" ON "specialists" (
	"city_id", "status", ("tier" = 'featured') DESC, "rating_tenths" DESC, "review_count" DESC,
	lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "specialists_listing_idx" ON "specialists" (
	"status", ("tier" = 'featured') DESC, "rating_tenths" DESC, "review_count" DESC,
	lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "specialists_rating_order_idx" ON "specialists" (
	"status", "rating_tenths" DESC, "review_count" DESC, lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "specialists_reviews_order_idx" ON "specialists" (
	"status", "review_count" DESC, "rating_tenths" DESC, lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "specialists_name_order_idx" ON "specialists" ("status", lower("name"), "id");
--> statement-breakpoint
-- Matching's fair order: tier, exact average rating, the least recently served, then id. NULLS
-- FIRST is SQLite's order (never served comes first); the PostgreSQL query must say it too.
CREATE INDEX "specialists_match_idx" ON "specialists" (
	"city_id", "status", (CASE "tier" WHEN 'featured' THEN 0 WHEN 'standard' THEN 1 ELSE 2 END),
	(CASE WHEN "review_count" = 0 THEN 0 ELSE "rating_sum" * 1.0 / "review_count" END) DESC,
	"last_lead_at" NULLS FIRST, "last_lead_seq" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX "specialists_admin_name_idx" ON "specialists" (lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "specialist_messages_unread_idx" ON "specialist_messages" ("id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "claim_requests_status_idx" ON "claim_requests" ("status");
