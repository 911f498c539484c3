DROP INDEX `audit_log_unreviewed_idx`;--> statement-breakpoint
CREATE INDEX `audit_log_queue_idx` ON `audit_log` (`actor_kind`,`entity_kind`,`reviewed_at`,`at`);