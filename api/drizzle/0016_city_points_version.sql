-- A stamp that changes whenever a city's map point may have changed, so the server can keep the
-- directory's city points in memory and re-read them only then (api/src/geo/city-points.ts).
-- random(), not a counter: a rolled-back change puts the old stamp back, and a counter would
-- then hand the next change the same number as the rolled-back one.
CREATE TABLE `city_points_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`stamp` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `city_points_version` (`id`, `stamp`) VALUES (1, random());
--> statement-breakpoint
CREATE TRIGGER `cities_points_after_insert` AFTER INSERT ON `cities` BEGIN
	UPDATE `city_points_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `cities_points_after_update` AFTER UPDATE OF `slug`, `name`, `latitude`, `longitude` ON `cities` BEGIN
	UPDATE `city_points_version` SET `stamp` = random();
END;
--> statement-breakpoint
CREATE TRIGGER `cities_points_after_delete` AFTER DELETE ON `cities` BEGIN
	UPDATE `city_points_version` SET `stamp` = random();
END;
