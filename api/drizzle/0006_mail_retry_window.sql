ALTER TABLE `mail_outbox` ADD `requeued_at` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_status_created_idx` ON `mail_outbox` (`status`,`created_at`);