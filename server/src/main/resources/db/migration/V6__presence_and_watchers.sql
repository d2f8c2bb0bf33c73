-- Events across nodes (issue 35, item 3): who is online now, and how many watch each live table.
-- One file for H2 and PostgreSQL. A change to either is followed by a NOTIFY (server/.../events).

-- An account with a site page open on a node (its lobby event stream): one row per node and
-- account, inserted when the node's first stream of that account opens and deleted when its last
-- one closes. Rows of a node that is dead or gone in server_node are not counted, and each node's
-- sweep deletes them; a node deletes its own name's rows when it starts.
CREATE TABLE presence (
    node        VARCHAR(30)  NOT NULL,
    account_id  BIGINT       NOT NULL REFERENCES account (id) ON DELETE CASCADE,
    since       TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (node, account_id)
);
CREATE INDEX presence_account ON presence (account_id);

-- How many connections watch a live table without a seat, as its owner node counts them.
ALTER TABLE lobby_table ADD COLUMN watchers INT DEFAULT 0 NOT NULL;
