CREATE TABLE `lead_replies` (
	`id` integer PRIMARY KEY NOT NULL,
	`enquiry_id` integer NOT NULL,
	`specialist_id` integer NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lead_replies_enquiry_idx` ON `lead_replies` (`enquiry_id`,`specialist_id`);--> statement-breakpoint
CREATE TABLE `location_pages` (
	`id` integer PRIMARY KEY NOT NULL,
	`city_id` integer NOT NULL,
	`service_slug` text,
	`intro` text NOT NULL,
	`seo_title` text NOT NULL,
	`seo_description` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_slug`) REFERENCES `services`(`slug`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `location_pages_city_service_unique` ON `location_pages` (`city_id`,coalesce(`service_slug`, ''));--> statement-breakpoint
CREATE TABLE `operator_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`operator_email` text,
	`mail_from` text,
	`updated_at` integer
);
--> statement-breakpoint
CREATE TABLE `campaign_recipients` (
	`campaign_id` integer NOT NULL,
	`specialist_id` integer NOT NULL,
	`email` text NOT NULL,
	`mail_id` integer,
	`unsubscribe_token_hash` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `specialist_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `email_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`specialist_id`) REFERENCES `specialists`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mail_id`) REFERENCES `mail_outbox`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_recipients_unsubscribe_token_hash_unique` ON `campaign_recipients` (`unsubscribe_token_hash`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_mail_idx` ON `campaign_recipients` (`mail_id`);--> statement-breakpoint
CREATE TABLE `email_campaigns` (
	`id` integer PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`audience` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_by_admin_id` integer,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by_admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `mail_unsubscribes` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `cities` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `cities` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `specialist_messages` ADD `read_at` integer;--> statement-breakpoint
ALTER TABLE `specialists` ADD `areas` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `specialists` ADD `suspended_reason` text;--> statement-breakpoint
ALTER TABLE `enquiry_recipients` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiry_recipients` ADD `first_response_at` integer;--> statement-breakpoint
ALTER TABLE `enquiry_recipients` ADD `status_updated_at` integer;--> statement-breakpoint
ALTER TABLE `review_invites` ADD `enquiry_id` integer REFERENCES enquiries(id);--> statement-breakpoint
ALTER TABLE `reviews` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderated_at` integer;--> statement-breakpoint
ALTER TABLE `chat_settings` ADD `accent_colour` text DEFAULT '#0f766e' NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_settings` ADD `greeting` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` integer;--> statement-breakpoint
CREATE INDEX `enquiries_status_created_idx` ON `enquiries` (`status`,`created_at`);