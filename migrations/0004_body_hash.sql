-- SHA-256 of the response body behind recent_hashes[0]: the same bytes again extract to the
-- same snapshot, so a page served byte for byte as before is not parsed again. Kept and
-- dropped with the validators (new rules, URL or headers make it belong to another request).
ALTER TABLE monitor_targets ADD COLUMN body_hash TEXT;
