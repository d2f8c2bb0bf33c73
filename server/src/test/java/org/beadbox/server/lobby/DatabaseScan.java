package org.beadbox.server.lobby;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.server.Database;

/** Looks for secrets in clear anywhere in a database: every column of every row of every table. */
final class DatabaseScan {

    private DatabaseScan() {
    }

    /** Every value of every row of every table of the database, as text, that holds one of {@code secrets}: "table.column". */
    static List<String> clearIn(Database db, List<String> secrets) throws Exception {
        List<String> found = new ArrayList<>();
        try (Connection c = db.dataSource().getConnection()) {
            List<String> tables = new ArrayList<>();
            String schema = db.postgres() ? "public" : "PUBLIC";
            try (ResultSet r = c.getMetaData().getTables(null, schema, "%", new String[] {"TABLE"})) {
                while (r.next()) {
                    tables.add(r.getString("TABLE_NAME"));
                }
            }
            assertTrue(tables.size() > 10, "the tables: " + tables);
            for (String table : tables) {
                try (PreparedStatement s = c.prepareStatement("SELECT * FROM \"" + table + "\"");
                     ResultSet r = s.executeQuery()) {
                    int columns = r.getMetaData().getColumnCount();
                    while (r.next()) {
                        for (int i = 1; i <= columns; i++) {
                            Object v = r.getObject(i);
                            String text = v == null ? "" : v instanceof byte[] b ? new String(b, java.nio.charset.StandardCharsets.ISO_8859_1) : v.toString();
                            for (String secret : secrets) {
                                if (text.contains(secret)) {
                                    found.add(table + "." + r.getMetaData().getColumnName(i));
                                }
                            }
                        }
                    }
                }
            }
        }
        return found;
    }

}
