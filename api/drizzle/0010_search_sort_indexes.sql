-- The whole directory sorted by rating or by number of reviews (GET /api/search?sort=…) read
-- straight from an index, like the default order (migration 0008), instead of sorting every row.
CREATE INDEX `specialists_rating_order_idx` ON `specialists` (
	`status`, `rating_tenths` DESC, `review_count` DESC, `name` COLLATE NOCASE, `id`);
--> statement-breakpoint
CREATE INDEX `specialists_reviews_order_idx` ON `specialists` (
	`status`, `review_count` DESC, `rating_tenths` DESC, `name` COLLATE NOCASE, `id`);
