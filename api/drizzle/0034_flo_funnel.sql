CREATE TABLE `flo_funnel_conversations` (
	`id` integer PRIMARY KEY NOT NULL,
	`conversation` text NOT NULL,
	`flow` text NOT NULL,
	`day` text NOT NULL,
	`page_type` text NOT NULL,
	`arm` text NOT NULL,
	`origin` text NOT NULL,
	`steps` text NOT NULL,
	`last_step` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flo_funnel_conversations_conversation_unique` ON `flo_funnel_conversations` (`conversation`);--> statement-breakpoint
CREATE INDEX `flo_funnel_conversations_updated_idx` ON `flo_funnel_conversations` (`updated_at`);--> statement-breakpoint
CREATE TABLE `flo_funnel_daily` (
	`id` integer PRIMARY KEY NOT NULL,
	`flow` text NOT NULL,
	`day` text NOT NULL,
	`page_type` text NOT NULL,
	`arm` text NOT NULL,
	`origin` text NOT NULL,
	`step` text NOT NULL,
	`reached` integer DEFAULT 0 NOT NULL,
	`ended` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flo_funnel_daily_slice_idx` ON `flo_funnel_daily` (`flow`,`day`,`page_type`,`arm`,`origin`,`step`);--> statement-breakpoint
CREATE INDEX `flo_funnel_daily_day_idx` ON `flo_funnel_daily` (`day`);--> statement-breakpoint
CREATE TABLE `flo_funnel_origins` (
	`id` integer PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`origin` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flo_funnel_origins_day_idx` ON `flo_funnel_origins` (`day`,`origin`);