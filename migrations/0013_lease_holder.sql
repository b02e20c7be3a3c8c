-- Who holds a target's lease: the daemon's heartbeat id (daemons.id), or a command's name
-- ("command:…"), so that `monitor status` can tell a lease whose holder died from one being
-- worked on, and a takeover can name whom it took the slot from. NULL while nobody holds it,
-- and for a lease taken before this column existed.
ALTER TABLE monitor_targets ADD COLUMN lease_holder TEXT;
