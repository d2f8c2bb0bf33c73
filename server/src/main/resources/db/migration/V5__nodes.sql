-- Several nodes on one database (issue 35): who is serving, and which node owns each live table.
-- One file for H2 and PostgreSQL. Times are the database's clock (CURRENT_TIMESTAMP), never a
-- node's, so that nodes whose clocks differ still agree on who is alive and whose lease ran out.

-- A node of the site: one row per name (./beadbox server --node NAME), kept when it stops.
CREATE TABLE server_node (
    name          VARCHAR(30)  PRIMARY KEY,
    address       VARCHAR(100) NOT NULL,  -- host:port the node serves on (where nginx reaches it)
    instance      VARCHAR(40)  NOT NULL,  -- a random id per start: tells a second process of the same name
    state         VARCHAR(10)  NOT NULL,  -- serving, gone
    started_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    heartbeat_at  TIMESTAMP WITH TIME ZONE NOT NULL -- alive while younger than the deadline (6 s)
);

-- The lease of a live table: the one node that serves it until lease_until. Claimed by
-- UPDATE ... WHERE lease_until < now OR node = me, else INSERT (the key lets one INSERT win);
-- renewed with the heartbeat, run out at once (lease_until in the past) when the node lets the
-- table go, deleted an hour after it ran out. epoch grows at each change of owner (a fencing
-- token for the moves a former owner may still try to commit).
-- No foreign key to lobby_table: any table the node serves may be leased.
CREATE TABLE table_owner (
    table_id     VARCHAR(40)  PRIMARY KEY,
    node         VARCHAR(30)  NOT NULL,
    epoch        BIGINT       NOT NULL,
    claimed_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    lease_until  TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX table_owner_node ON table_owner (node);
