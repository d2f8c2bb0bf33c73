-- The administrator's role (issue 42): an account in this table may change the server's plugins
-- over HTTP (/api/admin/plugins, with its password entered again). Given and taken only by
-- ./beadbox server admin grant-admin NAME / revoke-admin NAME, each written to audit_log.
-- One file for H2 and PostgreSQL: only types and syntax both read the same way.
CREATE TABLE account_admin (
    account_id  BIGINT        PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
    granted_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    granted_by  VARCHAR(100)  NOT NULL
);
