-- The admin console (ADR 043). The specialist list sorted by name over every status, read from an
-- index instead of sorting all listings (0013's index leads with status, for the public lists).
CREATE INDEX `specialists_admin_name_idx` ON `specialists` (`name` COLLATE NOCASE, `id`);--> statement-breakpoint
-- The navigation's counts: unread specialist messages and pending claims, counted from an index.
CREATE INDEX `specialist_messages_unread_idx` ON `specialist_messages` (`id`) WHERE `read_at` IS NULL;--> statement-breakpoint
CREATE INDEX `claim_requests_status_idx` ON `claim_requests` (`status`);
