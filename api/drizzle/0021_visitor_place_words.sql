ALTER TABLE `enquiries` ADD `nearest_city` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `nearest_city_miles` integer;