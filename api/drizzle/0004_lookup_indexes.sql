DROP INDEX `admins_email_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_lower_unique` ON `admins` (lower("email"));--> statement-breakpoint
DROP INDEX `businesses_email_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_email_lower_unique` ON `businesses` (lower("email"));--> statement-breakpoint
CREATE INDEX `mail_outbox_enquiry_idx` ON `mail_outbox` (`enquiry_id`);--> statement-breakpoint
CREATE INDEX `reviews_status_created_idx` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);