-- Tournaments (issue 43): each round's games, linked to the lobby's tables, and their results.
-- One file for H2 and PostgreSQL.

-- A game of a round: its players in seat order and, once known, each seat's tournament points.
-- The key (tournament, round, table) keeps a round from being paired twice; table_id (unique)
-- links the lobby's table (null for a bye). points is written by one UPDATE ... WHERE points IS
-- NULL, in the transaction that ends the lobby table: a result is counted exactly once.
CREATE TABLE tournament_game (
    tournament_id BIGINT         NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    round         INT            NOT NULL,
    table_no      INT            NOT NULL,
    table_id      VARCHAR(40),
    players       VARCHAR(1000)  NOT NULL, -- JSON array of names, in seat order
    points        VARCHAR(200),            -- JSON array of each seat's points, null while unplayed
    how           VARCHAR(20),             -- played, forfeit, bye, withdrawn, settled
    paired_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at   TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (tournament_id, round, table_no),
    CONSTRAINT tournament_game_table UNIQUE (table_id)
);

-- When the last round paired was opened (the round clock on the tournament's page).
ALTER TABLE tournament ADD COLUMN round_started_at TIMESTAMP WITH TIME ZONE;
