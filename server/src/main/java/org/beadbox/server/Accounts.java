package org.beadbox.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * Accounts: register, log in (checked, throttled), change the password, delete. Names follow
 * {@link Names}, passwords {@link Passwords}. Every refusal is an {@link AccountException} with
 * one line for the person; an unknown name and a wrong password get the same one, after the same
 * Argon2id work.
 */
@Component(service = Accounts.class)
public final class Accounts {

    /** The one answer to a login with an unknown name or a wrong password. */
    static final String WRONG = "wrong name or password";

    private final Database db;
    private final Passwords passwords = new Passwords();
    private final LoginThrottle throttle;
    private final List<AccountErasure> erasures = new CopyOnWriteArrayList<>();

    @Activate
    public Accounts(@Reference Database db) {
        this(db, Clock.systemUTC());
    }

    Accounts(Database db, Clock clock) {
        this.db = db;
        this.throttle = new LoginThrottle(clock);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addErasure(AccountErasure e) {
        erasures.add(e);
    }

    void removeErasure(AccountErasure e) {
        erasures.remove(e);
    }

    /**
     * Registers a new account.
     *
     * @throws AccountException 400 for a bad name or weak password, 409 for a taken name (in any
     *         case), 429 after {@value LoginThrottle#REGISTRATIONS} registrations from {@code address} within an hour
     */
    public Account register(String name, String password, String address) {
        String problem = Names.problem(name);
        if (problem == null) {
            problem = passwords.problem(name, password);
        }
        if (problem != null) {
            throw new AccountException(400, problem);
        }
        String refusal = throttle.registration(address);
        if (refusal != null) {
            throw new AccountException(429, refusal);
        }
        String hash = passwords.hash(password);
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC).withNano(0);
        return db.inTransaction(c -> {
            if (findByName(c, name).isPresent()) {
                throw taken(name);
            }
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO account (name, name_key, password_hash, disabled, created_at) VALUES (?, ?, ?, FALSE, ?)",
                    new String[] {"id"})) {
                s.setString(1, name);
                s.setString(2, Names.key(name));
                s.setString(3, hash);
                s.setObject(4, now);
                s.executeUpdate();
                try (ResultSet keys = s.getGeneratedKeys()) {
                    keys.next();
                    return new Account(keys.getLong(1), name, false, now.toInstant());
                }
            } catch (SQLException e) {
                if (e.getSQLState() != null && e.getSQLState().startsWith("23")) { // another registration won the race
                    throw taken(name);
                }
                throw e;
            }
        });
    }

    private static AccountException taken(String name) {
        return new AccountException(409, "the name " + name + " is taken (names differ by more than case): choose another");
    }

    /**
     * Checks a name and password, from {@code address}.
     *
     * @throws AccountException 401 {@value #WRONG} for an unknown name or a wrong password alike,
     *         403 for a disabled account, 429 when throttled
     */
    public Account login(String name, String password, String address) {
        String key = name == null ? "" : Names.key(name.length() > Names.MAX ? name.substring(0, Names.MAX + 1) : name);
        String refusal = throttle.refusal(key, address);
        if (refusal != null) {
            throw new AccountException(429, refusal);
        }
        Optional<Stored> stored = Names.problem(name) == null ? db.inTransaction(c -> stored(c, name)) : Optional.empty();
        boolean right = passwords.verify(password, stored.map(Stored::hash).orElse(null));
        if (!right) {
            throw failed(key, address);
        }
        Account a = stored.get().account();
        if (a.disabled()) {
            throw new AccountException(403, "this account is disabled: ask the site's administrator");
        }
        throttle.succeeded(key);
        return a;
    }

    /** The account of that name (any case). */
    public Optional<Account> find(String name) {
        if (Names.problem(name) != null) {
            return Optional.empty();
        }
        return db.inTransaction(c -> findByName(c, name));
    }

    /**
     * Changes a password after checking the current one; the account's other sessions end.
     *
     * @throws AccountException 401 when {@code current} is wrong (counted as a failed login), 400 for a weak new one
     */
    public void changePassword(Account account, String current, String next, String address) {
        verifyOwn(account, current, address);
        String problem = passwords.problem(account.name(), next);
        if (problem != null) {
            throw new AccountException(400, problem);
        }
        setHash(account.id(), passwords.hash(next));
    }

    /**
     * Deletes an account after checking its password: its sessions go with it, and each
     * {@link AccountErasure} anonymises what else refers to it, in the same transaction.
     */
    public void delete(Account account, String password, String address) {
        verifyOwn(account, password, address);
        db.inTransaction(c -> {
            for (AccountErasure e : erasures) {
                e.erase(c, account.id());
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM account WHERE id = ?")) {
                s.setLong(1, account.id());
                return s.executeUpdate();
            }
        });
    }

    /**
     * Checks a logged-in account's password entered again (before an administrator's action),
     * throttled and counted as a login.
     *
     * @throws AccountException 401 {@value #WRONG} when it is wrong (counted as a failed login), 429 when throttled
     */
    public void confirmPassword(Account account, String password, String address) {
        verifyOwn(account, password, address);
    }

    private void verifyOwn(Account account, String password, String address) {
        String key = Names.key(account.name());
        String refusal = throttle.refusal(key, address);
        if (refusal != null) {
            throw new AccountException(429, refusal);
        }
        Optional<Stored> stored = db.inTransaction(c -> stored(c, account.name()));
        if (!passwords.verify(password, stored.map(Stored::hash).orElse(null))) {
            throw failed(key, address);
        }
    }

    private AccountException failed(String key, String address) {
        throttle.failed(key, address);
        return new AccountException(401, WRONG);
    }

    /** Sets a new hash (hashed by the caller) and ends every session of the account. */
    void setHash(long accountId, String hash) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE account SET password_hash = ? WHERE id = ?")) {
                s.setString(1, hash);
                s.setLong(2, accountId);
                s.executeUpdate();
            }
            return Sessions.endAll(c, accountId);
        });
    }

    Passwords passwords() {
        return passwords;
    }

    private record Stored(Account account, String hash) {
    }

    private static Optional<Stored> stored(Connection c, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT id, name, disabled, created_at, password_hash FROM account WHERE name_key = ?")) {
            s.setString(1, Names.key(name));
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(new Stored(account(r), r.getString(5))) : Optional.empty();
            }
        }
    }

    static Optional<Account> findByName(Connection c, String name) throws SQLException {
        return stored(c, name).map(Stored::account);
    }

    /** The account of the current row of a result whose first four columns are id, name, disabled, created_at. */
    static Account account(ResultSet r) throws SQLException {
        return new Account(r.getLong(1), r.getString(2), r.getBoolean(3), r.getObject(4, OffsetDateTime.class).toInstant());
    }
}
