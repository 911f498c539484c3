CREATE TABLE `specialist_checks` (
	`id` integer PRIMARY KEY NOT NULL,
	`specialist_id` integer NOT NULL,
	`kind` text NOT NULL,
	`detail` text NOT NULL,
	`seen_on` text NOT NULL,
	`expires_on` text,
	`recorded_by_admin_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`removed_at` integer,
	`removed_by_admin_id` integer,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by_admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`removed_by_admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `specialist_checks_specialist_idx` ON `specialist_checks` (`specialist_id`,`removed_at`);--> statement-breakpoint
ALTER TABLE `specialists` ADD `service_radius_miles` integer;