-- When each specialist last received a lead and that lead's rowid (SQLite migrations 0014, 0015),
-- so matching rotates leads along an index: newest means latest created_at, then highest rowid.
-- SET expressions read the row as it was, so last_lead_seq compares against the old last_lead_at.
CREATE FUNCTION "enquiry_recipients_last_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE specialists SET
			last_lead_seq = CASE WHEN last_lead_at IS NULL OR new.created_at >= last_lead_at
				THEN new.rowid ELSE last_lead_seq END,
			last_lead_at = greatest(last_lead_at, new.created_at)
		WHERE id = new.specialist_id;
	ELSIF TG_OP = 'DELETE' THEN
		-- A lead taken away no longer counts: that specialist's newest lead is read again.
		UPDATE specialists SET (last_lead_at, last_lead_seq) = (SELECT r.created_at, r.rowid
			FROM enquiry_recipients r WHERE r.specialist_id = old.specialist_id
			ORDER BY r.created_at DESC, r.rowid DESC LIMIT 1)
		WHERE id = old.specialist_id;
	ELSE
		UPDATE specialists SET (last_lead_at, last_lead_seq) = (SELECT r.created_at, r.rowid
			FROM enquiry_recipients r WHERE r.specialist_id = specialists.id
			ORDER BY r.created_at DESC, r.rowid DESC LIMIT 1)
		WHERE id IN (old.specialist_id, new.specialist_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "enquiry_recipients_last_lead_after_insert" AFTER INSERT ON "enquiry_recipients"
FOR EACH ROW EXECUTE FUNCTION "enquiry_recipients_last_lead"();
--> statement-breakpoint
CREATE TRIGGER "enquiry_recipients_last_lead_after_delete" AFTER DELETE ON "enquiry_recipients"
FOR EACH ROW EXECUTE FUNCTION "enquiry_recipients_last_lead"();
--> statement-breakpoint
CREATE TRIGGER "enquiry_recipients_last_lead_after_update" AFTER UPDATE OF specialist_id, created_at ON "enquiry_recipients"
FOR EACH ROW EXECUTE FUNCTION "enquiry_recipients_last_lead"();
