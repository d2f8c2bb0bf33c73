package org.beadbox.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.beadbox.server.security.DatabasePassword;
import org.beadbox.server.security.PrivateFiles;
import org.beadbox.server.security.SiteKey;
import org.flywaydb.core.Flyway;

/**
 * The server's database: a HikariCP pool over H2 (embedded, the default) or PostgreSQL
 * ({@code --db jdbc:postgresql://...}), brought up to date by Flyway when it opens. The one way
 * the rest of the server (and lobby, ratings, correspondence) reaches SQL: {@link #dataSource()}
 * for a connection of its own, {@link #inTransaction} for work that commits or rolls back whole.
 *
 * <p>Migrations live in this bundle under {@code db/migration} and are the same for both
 * databases: versions 1, 1.1, 1.2... are the accounts' ({@code V1__...}), 2 and above the
 * lobby's.
 *
 * <p>Registered as an OSGi service by {@link DatabaseOpener} once it is open and migrated.
 *
 * <p><b>Secrets at rest</b> (docs/security.md). The Beadbox folder's {@code server/} is 0700 and
 * everything in it 0600 ({@link PrivateFiles}), H2's files made so as H2 creates them
 * ({@link org.beadbox.server.security.PrivateH2Files}). H2 is opened as {@code sa} with a random password
 * kept in {@code server/database.password}; a database of an older Beadbox, whose {@code sa} had
 * the empty password, gets it at its first start here. PostgreSQL's password comes from the
 * environment, a 0600 file or {@code ~/.pgpass} ({@link DatabasePassword}), never from the
 * address. To administer ({@link Access#admin}) the database must exist: nothing is created.
 */
public final class Database implements AutoCloseable {

    /** Work done on one connection in one transaction. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /**
     * How the database is opened.
     *
     * @param admin        for {@code ./beadbox server admin}: only a database that exists is
     *                     opened (H2's file must be there; PostgreSQL's must hold Beadbox's tables),
     *                     and nothing is created (no folder, no password file)
     * @param passwordFile the file {@code --db-password-file} named, or empty
     * @param env          the environment ({@value DatabasePassword#ENV})
     */
    public record Access(boolean admin, Optional<Path> passwordFile, Map<String, String> env) {
        /** To serve, the password from the process's environment. */
        public static Access serving() {
            return new Access(false, Optional.empty(), System.getenv());
        }
    }

    /** H2's error code for a wrong user name or password. */
    private static final int H2_WRONG_PASSWORD = 28000;

    private final HikariDataSource pool;
    private final ServerSettings settings;
    private final Path home;
    private SiteKey siteKey;
    private final String url;
    private final DataSource driver;
    /** The tasks to run once the current thread's {@link #inTransaction} commits (null outside one). */
    private final ThreadLocal<java.util.List<Runnable>> afterCommit = new ThreadLocal<>();

    /**
     * Opens (and migrates) the database of {@code settings}, H2 under {@code home/server/} unless
     * it names another.
     *
     * @throws IllegalStateException with one line for a person when it cannot be opened
     */
    public Database(ServerSettings settings, Path home) {
        this(settings, home, Access.serving());
    }

    /**
     * Opens the database of {@code settings} as {@code access} says.
     *
     * @throws IllegalStateException with one line for a person when it cannot be opened, is not
     *     there to administer, or its address holds a password
     */
    public Database(ServerSettings settings, Path home, Access access) {
        this.settings = settings;
        this.home = home;
        String address = settings.jdbcUrl(home);
        try {
            DatabasePassword.refuseInUrl(address);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        Path folder = privateFolder(home);
        boolean h2 = address.startsWith("jdbc:h2:");
        if (access.admin()) {
            if (settings.database().isEmpty() && !Files.exists(folder.resolve("beadbox.mv.db"))) {
                throw new IllegalStateException(NO_DATABASE.formatted(folder, StartName.command()));
            }
            address = h2 ? address + ";IFEXISTS=TRUE" : address;
        } else {
            PrivateFiles.folder(folder);
        }
        this.url = h2 ? org.beadbox.server.security.PrivateH2Files.url(address) : address;
        this.driver = h2 ? h2Source(url, folder, access.admin()) : driverSource(url, DatabasePassword.postgres(access.passwordFile(), access.env()));
        try (Connection first = driver.getConnection()) { // fails at once (not after the pool's timeout) when it cannot connect
            first.isValid(5);
            if (access.admin() && !h2 && !beadboxTables(first)) {
                throw new IllegalStateException("the database " + redacted(url) + " holds no Beadbox server (no tables): check --db,"
                        + " or start " + StartName.command() + " server with it first");
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open the database " + redacted(url) + ": " + firstLine(e), e);
        }
        HikariConfig config = new HikariConfig();
        config.setDataSource(driver);
        config.setPoolName("beadbox");
        config.setMaximumPoolSize(Integer.getInteger("beadbox.server.pool", 10));
        config.setConnectionTimeout(10_000);
        config.setInitializationFailTimeout(-1);
        this.pool = new HikariDataSource(config);
        try {
            migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw new IllegalStateException("cannot open the database " + redacted(url) + ": " + firstLine(e), e);
        }
    }

    /** What {@code server admin} says when it finds no database to administer. */
    static final String NO_DATABASE = "no server database here: %s holds neither the settings a server writes at its start"
            + " (settings.properties) nor an H2 database; start %s server first, or give the site's --db URL";

    /** The Beadbox folder's private {@code server/} folder: the H2 database, its password, the site key, the settings. */
    public static Path privateFolder(Path home) {
        return home.resolve("server").toAbsolutePath();
    }

    /**
     * H2 as {@code sa} with the password kept in {@code folder} (made at the first start). A
     * database that still has the empty password of older versions is given the kept one, once.
     */
    private static DataSource h2Source(String url, Path folder, boolean admin) {
        org.h2.jdbcx.JdbcDataSource h2 = new org.h2.jdbcx.JdbcDataSource();
        h2.setURL(url);
        h2.setUser("sa");
        Optional<String> kept = DatabasePassword.h2(folder);
        String password = admin ? kept.orElse("") : DatabasePassword.h2OrNew(folder);
        h2.setPassword(password);
        if (admin) {
            return h2;
        }
        try (Connection c = h2.getConnection()) {
            return h2;
        } catch (SQLException e) {
            if (e.getErrorCode() != H2_WRONG_PASSWORD) {
                return h2; // told by the first connection's message
            }
            org.h2.jdbcx.JdbcDataSource empty = new org.h2.jdbcx.JdbcDataSource();
            empty.setURL(url);
            empty.setUser("sa");
            empty.setPassword("");
            try (Connection old = empty.getConnection(); java.sql.Statement s = old.createStatement()) {
                s.execute("ALTER USER SA SET PASSWORD '" + password.replace("'", "''") + "'");
                System.err.println("Beadbox server: the H2 database's user sa had an empty password (as Beadbox made it before);"
                        + " it now has the random one kept in " + folder.resolve(DatabasePassword.H2_FILE) + " (mode 600)");
            } catch (SQLException stillWrong) {
                throw new IllegalStateException("the H2 database " + redacted(url) + " opens neither with the password in "
                        + folder.resolve(DatabasePassword.H2_FILE) + " nor with the empty one of older versions:"
                        + " restore that file (mode 600) from the backup of this folder", stillWrong);
            }
            return h2;
        }
    }

    /** A data source of the driver's own bundle (never DriverManager, which cannot see bundles). */
    private static DataSource driverSource(String url, Optional<String> password) {
        if (url.startsWith("jdbc:postgresql:")) {
            org.postgresql.ds.PGSimpleDataSource pg = new org.postgresql.ds.PGSimpleDataSource();
            pg.setURL(url);
            password.ifPresent(pg::setPassword); // none: the driver reads ~/.pgpass
            return pg;
        }
        throw new IllegalArgumentException("--db " + url + " is not a database Beadbox knows: use jdbc:postgresql://HOST/NAME or jdbc:h2:FILE");
    }

    /** Whether the database has Beadbox's tables (Flyway's history of them). */
    private static boolean beadboxTables(Connection c) throws SQLException {
        try (ResultSet r = c.getMetaData().getTables(null, null, "%", new String[] {"TABLE"})) {
            while (r.next()) {
                if ("flyway_schema_history".equalsIgnoreCase(r.getString("TABLE_NAME"))) {
                    return true;
                }
            }
        }
        return false;
    }

    private void migrate() {
        Flyway.configure(Database.class.getClassLoader())
                .dataSource(pool)
                .locations("classpath:db/migration")
                .javaMigrations(new org.beadbox.server.lobby.SeatTokenDigests(),
                        new org.beadbox.server.players.PlayerIndexes())
                .loggers("slf4j")
                .load()
                .migrate();
    }

    /**
     * The site's key ({@link SiteKey}, {@code server/site.key}), made at the first call when the
     * folder has none, and checked against the one the database knows: every node of a site
     * must hold the same.
     *
     * @throws IllegalStateException with one line when this node's key is not the site's
     */
    public synchronized SiteKey siteKey() {
        if (siteKey == null) {
            SiteKey k = SiteKey.in(privateFolder(home));
            String known;
            try {
                known = fingerprint(k);
            } catch (DatabaseException raced) { // another node entered its key a moment ago: that one is the site's
                known = fingerprint(k);
            }
            if (!known.equals(k.fingerprint())) {
                throw new IllegalStateException("this node's site key (" + privateFolder(home).resolve(SiteKey.FILE)
                        + ") is not the one the site's other nodes use: copy server/site.key from a node of the site"
                        + " to this one (mode 600), then start it again (docs/deploy.md)");
            }
            siteKey = k;
        }
        return siteKey;
    }

    /** The fingerprint of the site's key the database knows, {@code k}'s entered when it knows none. */
    private String fingerprint(SiteKey k) {
        return inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT fingerprint FROM site_key WHERE id = 1")) {
                try (ResultSet r = s.executeQuery()) {
                    if (r.next()) {
                        return r.getString(1);
                    }
                }
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO site_key (id, fingerprint) VALUES (1, ?)")) {
                s.setString(1, k.fingerprint());
                s.executeUpdate();
            }
            return k.fingerprint();
        });
    }

    /** The pool: each connection taken is returned by closing it. */
    public DataSource dataSource() {
        return pool;
    }

    /** How the server was started. */
    public ServerSettings settings() {
        return settings;
    }

    /**
     * Runs {@code work} in one transaction: committed when it returns, rolled back when it throws.
     * Tasks given to {@link #afterCommit} meanwhile run once it has committed, and never when it
     * rolls back.
     */
    public <T> T inTransaction(Work<T> work) {
        java.util.List<Runnable> outer = afterCommit.get();
        java.util.List<Runnable> tasks = new java.util.ArrayList<>();
        afterCommit.set(tasks);
        T result;
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            try {
                result = work.run(c);
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new DatabaseException(e);
        } finally {
            afterCommit.set(outer);
        }
        for (Runnable task : tasks) {
            task.run();
        }
        return result;
    }

    /**
     * Runs {@code task} once the transaction this thread is in ({@link #inTransaction}) commits,
     * or at once when the thread is in none. A task must not throw.
     */
    public void afterCommit(Runnable task) {
        java.util.List<Runnable> tasks = afterCommit.get();
        if (tasks == null) {
            task.run();
        } else {
            tasks.add(task);
        }
    }

    /**
     * A new connection of its own, outside the pool, opened with the pool's settings: for a
     * connection held for as long as the server runs (the events' listening one). The caller
     * closes it.
     */
    public Connection connectOwn() throws SQLException {
        return driver.getConnection();
    }

    /** The database's JDBC address (it may hold a password: never show it unredacted). */
    public String url() {
        return url;
    }

    /** Whether the database is PostgreSQL (else H2). */
    public boolean postgres() {
        return pool.getDataSource() instanceof org.postgresql.ds.PGSimpleDataSource;
    }

    @Override
    public void close() {
        pool.close();
    }

    /** The address without a password in it, for messages. */
    static String redacted(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    private static String firstLine(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
