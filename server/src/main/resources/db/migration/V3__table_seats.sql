-- Version 3: a table is kept wholly in the database (TableStore), so that it reopens from here
-- alone: its seats as the web front-end keeps them (who plays each seat, the links' tokens, the
-- spectators' token; the front-end's own JSON). Null for a table opened before version 3.
-- One file for H2 and PostgreSQL.
ALTER TABLE lobby_table ADD COLUMN seats_json VARCHAR(100000);
