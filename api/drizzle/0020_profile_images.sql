CREATE TABLE `specialist_images` (
	`id` integer PRIMARY KEY NOT NULL,
	`specialist_id` integer NOT NULL,
	`kind` text NOT NULL,
	`file_key` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`widths` text NOT NULL,
	`stored_bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `specialist_images_file_key_unique` ON `specialist_images` (`file_key`);--> statement-breakpoint
CREATE INDEX `specialist_images_specialist_idx` ON `specialist_images` (`specialist_id`,`kind`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `specialist_images_one_logo` ON `specialist_images` (`specialist_id`) WHERE kind = 'logo';