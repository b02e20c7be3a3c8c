-- Who holds a target's lease: the daemon's heartbeat id (daemons.id), or a command's name
-- ("command:…"), as SQLite's migration 0013 adds it: status tells a dead holder's lease from
-- a live one, and a takeover names whom it took the slot from.
ALTER TABLE monitor_targets ADD COLUMN lease_holder TEXT COLLATE "C";
