package org.beadbox.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
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
 */
public final class Database implements AutoCloseable {

    /** Work done on one connection in one transaction. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private final HikariDataSource pool;
    private final ServerSettings settings;
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
        this.settings = settings;
        this.url = settings.jdbcUrl(home);
        this.driver = driverSource(url);
        try (Connection first = driver.getConnection()) { // fails at once (not after the pool's timeout) when it cannot connect
            first.isValid(5);
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

    /** A data source of the driver's own bundle (never DriverManager, which cannot see bundles). */
    private static DataSource driverSource(String url) {
        if (url.startsWith("jdbc:h2:")) {
            org.h2.jdbcx.JdbcDataSource h2 = new org.h2.jdbcx.JdbcDataSource();
            h2.setURL(url);
            h2.setUser("sa");
            h2.setPassword("");
            return h2;
        }
        if (url.startsWith("jdbc:postgresql:")) {
            org.postgresql.ds.PGSimpleDataSource pg = new org.postgresql.ds.PGSimpleDataSource();
            pg.setURL(url);
            return pg;
        }
        throw new IllegalArgumentException("--db " + url + " is not a database Beadbox knows: use jdbc:postgresql://HOST/NAME or jdbc:h2:FILE");
    }

    private void migrate() {
        Flyway.configure(Database.class.getClassLoader())
                .dataSource(pool)
                .locations("classpath:db/migration")
                .loggers("slf4j")
                .load()
                .migrate();
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
