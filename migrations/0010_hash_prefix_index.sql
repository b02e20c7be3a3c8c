-- The cleanup asks whether a snapshot is still anyone's result. An index of the whole hash (64
-- hex characters) cost 86 bytes per check; its first 16 characters (64 bits, the full hash
-- compared after) find the same rows for about 30, most of an unchanged check's growth.
CREATE INDEX source_checks_hash_prefix_idx ON source_checks (substr(result_hash, 1, 16));
DROP INDEX source_checks_hash_idx;
