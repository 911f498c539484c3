ALTER TABLE `specialists` ADD `last_review_at` integer;--> statement-breakpoint
ALTER TABLE `specialists` ADD `changed_at` integer GENERATED ALWAYS AS (max(created_at, coalesce(last_review_at, 0))) VIRTUAL;--> statement-breakpoint
CREATE INDEX `specialists_city_changed_idx` ON `specialists` (`city_id`,`status`,`changed_at`);--> statement-breakpoint
-- Newest published review per specialist, kept by SQLite like the totals of 0008 (separate
-- triggers, so those stay as they were): sitemaps date a profile from its own row instead of a
-- max over its reviews.
UPDATE `specialists` SET `last_review_at` = (SELECT max(r.created_at) FROM reviews r
	WHERE r.specialist_id = specialists.id AND r.status = 'published');
--> statement-breakpoint
CREATE TRIGGER `reviews_last_review_after_insert` AFTER INSERT ON `reviews` WHEN new.status = 'published' BEGIN
	UPDATE specialists SET last_review_at = max(coalesce(last_review_at, 0), new.created_at)
	WHERE id = new.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_last_review_after_delete` AFTER DELETE ON `reviews` WHEN old.status = 'published' BEGIN
	UPDATE specialists SET last_review_at = (SELECT max(r.created_at) FROM reviews r
		WHERE r.specialist_id = old.specialist_id AND r.status = 'published')
	WHERE id = old.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_last_review_after_update` AFTER UPDATE OF status, specialist_id, created_at ON `reviews`
WHEN old.status = 'published' OR new.status = 'published' BEGIN
	UPDATE specialists SET last_review_at = (SELECT max(r.created_at) FROM reviews r
		WHERE r.specialist_id = specialists.id AND r.status = 'published')
	WHERE id IN (old.specialist_id, new.specialist_id);
END;
--> statement-breakpoint
-- Enquiry matching's fair order (tier, exact average rating, then id) within a city, so a match
-- reads the first few index entries instead of sorting every active specialist of the city.
CREATE INDEX `specialists_match_idx` ON `specialists` (
	`city_id`, `status`, (CASE `tier` WHEN 'featured' THEN 0 WHEN 'standard' THEN 1 ELSE 2 END),
	(CASE WHEN `review_count` = 0 THEN 0 ELSE `rating_sum` * 1.0 / `review_count` END) DESC, `id`);
