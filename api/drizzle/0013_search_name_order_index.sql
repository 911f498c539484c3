-- The whole directory sorted by name (GET /api/search?sort=name) read straight from an index,
-- like the other sorts (migrations 0008 and 0010), instead of sorting every active specialist.
CREATE INDEX `specialists_name_order_idx` ON `specialists` (`status`, `name` COLLATE NOCASE, `id`);
