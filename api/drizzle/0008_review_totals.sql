ALTER TABLE `specialists` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `specialists` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `specialists` ADD `rating_tenths` integer GENERATED ALWAYS AS (case when review_count = 0 then 0 else cast(round(rating_sum * 10.0 / review_count) as integer) end) VIRTUAL;--> statement-breakpoint
-- Published-review totals per specialist, kept by SQLite itself: every writer of reviews (site,
-- admin moderation, business screens, seeds, tests) keeps them right without knowing they exist.
UPDATE `specialists` SET
	`review_count` = (SELECT count(*) FROM reviews r WHERE r.specialist_id = specialists.id AND r.status = 'published'),
	`rating_sum` = (SELECT coalesce(sum(r.rating), 0) FROM reviews r WHERE r.specialist_id = specialists.id AND r.status = 'published');
--> statement-breakpoint
CREATE TRIGGER `reviews_totals_after_insert` AFTER INSERT ON `reviews` WHEN new.status = 'published' BEGIN
	UPDATE specialists SET review_count = review_count + 1, rating_sum = rating_sum + new.rating
	WHERE id = new.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_totals_after_delete` AFTER DELETE ON `reviews` WHEN old.status = 'published' BEGIN
	UPDATE specialists SET review_count = review_count - 1, rating_sum = rating_sum - old.rating
	WHERE id = old.specialist_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_totals_after_update` AFTER UPDATE OF status, rating, specialist_id ON `reviews`
WHEN old.status = 'published' OR new.status = 'published' BEGIN
	UPDATE specialists SET review_count = review_count - 1, rating_sum = rating_sum - old.rating
	WHERE id = old.specialist_id AND old.status = 'published';
	UPDATE specialists SET review_count = review_count + 1, rating_sum = rating_sum + new.rating
	WHERE id = new.specialist_id AND new.status = 'published';
END;
--> statement-breakpoint
-- Listing order (featured first, best rounded average, most reviews, name) straight from an
-- index, so a page of a city or of the whole directory reads ~20 index entries and sorts nothing.
CREATE INDEX `specialists_city_listing_idx` ON `specialists` (
	`city_id`, `status`, (`tier` = 'featured') DESC, `rating_tenths` DESC, `review_count` DESC,
	`name` COLLATE NOCASE, `id`);
--> statement-breakpoint
CREATE INDEX `specialists_listing_idx` ON `specialists` (
	`status`, (`tier` = 'featured') DESC, `rating_tenths` DESC, `review_count` DESC,
	`name` COLLATE NOCASE, `id`);
