-- Seeks for three and four seats, and tables a player opens for guests without an account.
-- One file for H2 and PostgreSQL: only types and syntax both read the same way. V3 is the
-- table store's; this one only adds.

-- The accounts that took a seat at a seek of more than two seats, before it filled. Taking one
-- happens while the seek's row is locked (an UPDATE of it), so of two accounts taking the last
-- seat at once exactly one gets it; the key keeps one account from taking two seats.
CREATE TABLE seek_taker (
    seek_id     BIGINT  NOT NULL REFERENCES seek (id) ON DELETE CASCADE,
    account_id  BIGINT  NOT NULL REFERENCES account (id) ON DELETE CASCADE,
    taken_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (seek_id, account_id)
);

-- A table opened by a logged-in player for guests (invite links, no account, casual): the
-- account that opened it, counted against its cap of open guest tables. Null for lobby tables.
ALTER TABLE lobby_table ADD COLUMN guest_host BIGINT REFERENCES account (id) ON DELETE SET NULL;
CREATE INDEX lobby_table_guest_host ON lobby_table (guest_host, state);
