-- Published-review totals, star counts and newest review per specialist, kept by PostgreSQL as
-- SQLite's triggers keep them (SQLite migrations 0008, 0012, 0017): every writer of reviews keeps
-- them right without knowing they exist. Same trigger names and events; the WHEN clauses too.
CREATE FUNCTION "reviews_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		IF old.status = 'published' THEN
			UPDATE specialists SET review_count = review_count - 1, rating_sum = rating_sum - old.rating
			WHERE id = old.specialist_id;
		END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		IF new.status = 'published' THEN
			UPDATE specialists SET review_count = review_count + 1, rating_sum = rating_sum + new.rating
			WHERE id = new.specialist_id;
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_totals_after_insert" AFTER INSERT ON "reviews"
FOR EACH ROW WHEN (new.status = 'published') EXECUTE FUNCTION "reviews_totals"();
--> statement-breakpoint
CREATE TRIGGER "reviews_totals_after_delete" AFTER DELETE ON "reviews"
FOR EACH ROW WHEN (old.status = 'published') EXECUTE FUNCTION "reviews_totals"();
--> statement-breakpoint
CREATE TRIGGER "reviews_totals_after_update" AFTER UPDATE OF status, rating, specialist_id ON "reviews"
FOR EACH ROW WHEN (old.status = 'published' OR new.status = 'published') EXECUTE FUNCTION "reviews_totals"();
--> statement-breakpoint
CREATE FUNCTION "reviews_stars"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		IF old.status = 'published' THEN
			UPDATE specialists SET one_star_count = one_star_count - (old.rating = 1)::integer,
				two_star_count = two_star_count - (old.rating = 2)::integer,
				three_star_count = three_star_count - (old.rating = 3)::integer,
				four_star_count = four_star_count - (old.rating = 4)::integer,
				five_star_count = five_star_count - (old.rating = 5)::integer
			WHERE id = old.specialist_id;
		END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		IF new.status = 'published' THEN
			UPDATE specialists SET one_star_count = one_star_count + (new.rating = 1)::integer,
				two_star_count = two_star_count + (new.rating = 2)::integer,
				three_star_count = three_star_count + (new.rating = 3)::integer,
				four_star_count = four_star_count + (new.rating = 4)::integer,
				five_star_count = five_star_count + (new.rating = 5)::integer
			WHERE id = new.specialist_id;
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_stars_after_insert" AFTER INSERT ON "reviews"
FOR EACH ROW WHEN (new.status = 'published') EXECUTE FUNCTION "reviews_stars"();
--> statement-breakpoint
CREATE TRIGGER "reviews_stars_after_delete" AFTER DELETE ON "reviews"
FOR EACH ROW WHEN (old.status = 'published') EXECUTE FUNCTION "reviews_stars"();
--> statement-breakpoint
CREATE TRIGGER "reviews_stars_after_update" AFTER UPDATE OF status, rating, specialist_id ON "reviews"
FOR EACH ROW WHEN (old.status = 'published' OR new.status = 'published') EXECUTE FUNCTION "reviews_stars"();
--> statement-breakpoint
-- A new published review can only move the date forward; a removed or changed one means reading
-- the specialist's newest published review again (one seek on reviews_specialist_status_created_idx).
CREATE FUNCTION "reviews_last_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE specialists SET last_review_at = greatest(last_review_at, new.created_at)
		WHERE id = new.specialist_id;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE specialists SET last_review_at = (SELECT max(r.created_at) FROM reviews r
			WHERE r.specialist_id = old.specialist_id AND r.status = 'published')
		WHERE id = old.specialist_id;
	ELSE
		UPDATE specialists SET last_review_at = (SELECT max(r.created_at) FROM reviews r
			WHERE r.specialist_id = specialists.id AND r.status = 'published')
		WHERE id IN (old.specialist_id, new.specialist_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_last_review_after_insert" AFTER INSERT ON "reviews"
FOR EACH ROW WHEN (new.status = 'published') EXECUTE FUNCTION "reviews_last_review"();
--> statement-breakpoint
CREATE TRIGGER "reviews_last_review_after_delete" AFTER DELETE ON "reviews"
FOR EACH ROW WHEN (old.status = 'published') EXECUTE FUNCTION "reviews_last_review"();
--> statement-breakpoint
CREATE TRIGGER "reviews_last_review_after_update" AFTER UPDATE OF status, specialist_id, created_at ON "reviews"
FOR EACH ROW WHEN (old.status = 'published' OR new.status = 'published') EXECUTE FUNCTION "reviews_last_review"();
