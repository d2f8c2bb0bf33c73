-- Mail when a tournament round is paired (issue 44, after the tournaments of issue 43; docs/server-api.md
-- "Mail"). One file for H2 and PostgreSQL.

-- The setting, on by default like the others (a missing mail_settings row is the defaults).
ALTER TABLE mail_settings ADD COLUMN notify_tournament BOOLEAN DEFAULT TRUE NOT NULL;

-- Where the notifier got to, per entrant: the last round of the tournament told to it. Rounds of a
-- tournament only grow, so the notifier claims a round by one UPDATE ... WHERE mailed_round = the
-- value read, in the transaction that queues the mail: two nodes never send it twice, and a
-- pairing committed late (a clock behind) is not skipped as a paired_at mark could skip it.
ALTER TABLE tournament_entrant ADD COLUMN mailed_round INT DEFAULT 0 NOT NULL;
-- The rounds paired before this migration are old news.
UPDATE tournament_entrant SET mailed_round = (SELECT t.round FROM tournament t WHERE t.id = tournament_entrant.tournament_id);
