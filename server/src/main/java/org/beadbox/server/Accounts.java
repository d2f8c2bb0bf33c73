package org.beadbox.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.beadbox.server.security.DeviceCookies.Device;
import org.beadbox.server.security.LoginLimits;
import org.beadbox.server.security.LoginThrottle;
import org.beadbox.server.security.LoginThrottle.Refusal;
import org.beadbox.server.security.LoginThrottle.Scope;
import org.beadbox.server.security.SecurityLog;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * Accounts: register, log in (checked, throttled by {@link LoginThrottle}), change the password,
 * delete. Names follow {@link Names}, passwords {@link Passwords}. Every refusal is an
 * {@link AccountException} with one line for the person; every failed password check gets the
 * same one ({@link #WRONG}), whether the name is unknown, the password wrong or the attempt
 * refused by a lock on the account, after the same Argon2id work for the first two. Each
 * outcome is written to the {@link SecurityLog}.
 */
@Component(service = Accounts.class)
public final class Accounts {

    /** The one answer (401) to a failed login: an unknown name, a wrong password or a lock on the name. */
    static final String WRONG = "wrong name or password (or too many failed logins: try again later,"
            + " or in a browser you logged in with before)";

    private final Database db;
    private final Passwords passwords = new Passwords();
    private final LoginThrottle throttle;
    private final SecurityLog log;
    private final List<AccountErasure> erasures = new CopyOnWriteArrayList<>();

    /** With the limits the launcher set as framework properties ({@link LoginLimits#read}). */
    @Activate
    public Accounts(@Reference Database db, @Reference SecurityLog log, BundleContext context) {
        this(db, LoginLimits.read(context::getProperty), log, Clock.systemUTC());
    }

    /** With the default limits and no security log: for tests of other things. */
    public Accounts(Database db) {
        this(db, LoginLimits.DEFAULTS, SecurityLog.discarding(), Clock.systemUTC());
    }

    public Accounts(Database db, LoginLimits limits, SecurityLog log, Clock clock) {
        this.db = db;
        this.log = log;
        this.throttle = new LoginThrottle(db, limits, clock);
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
     *         case), 429 after {@link LoginLimits#registrations} registrations from {@code address}
     */
    public Account register(String name, String password, String address) {
        return register(name, password, address, Names.problem(name));
    }

    /**
     * Registers a bot's account ({@code ./beadbox server --bots "r1=random,..."}): its name may
     * be as short as {@value Names#BOT_MIN} characters (no person can register one that short, so
     * a bot's name never clashes with a person's); otherwise as {@link #register}.
     */
    public Account registerBot(String name, String password) {
        return register(name, password, "bot", Names.botProblem(name));
    }

    private Account register(String name, String password, String address, String nameProblem) {
        String problem = nameProblem;
        if (problem == null) {
            problem = passwords.problem(name, password);
        }
        if (problem != null) {
            throw new AccountException(400, problem);
        }
        Refusal refusal = throttle.registration(address);
        if (refusal != null) {
            log.event("register-throttled", fields(address, name, null));
            throw new AccountException(429, "too many new accounts from your address: try again in " + refusal.minutes());
        }
        String hash = passwords.hash(password);
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC).withNano(0);
        Account created = db.inTransaction(c -> {
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
        log.event("register", fields(address, name, null));
        return created;
    }

    private static AccountException taken(String name) {
        return new AccountException(409, "the name " + name + " is taken (names differ by more than case): choose another");
    }

    /** {@link #login(String, String, String, Function)} from a browser that sent no device cookie. */
    public Account login(String name, String password, String address) {
        return login(name, password, address, cookie -> null);
    }

    /**
     * Checks a name and password, from {@code address}, by a browser whose cookies {@code cookie}
     * gives by name (null when it has none of that name): its device cookie for the account makes
     * it a known device ({@link LoginThrottle}).
     *
     * @throws AccountException 401 {@value #WRONG} for an unknown name, a wrong password and a
     *         name locked for this browser alike; 403 for a disabled account; 429 when the
     *         address is throttled
     */
    public Account login(String name, String password, String address, Function<String, String> cookie) {
        String key = name == null ? "" : Names.key(name.length() > Names.MAX ? name.substring(0, Names.MAX + 1) : name);
        Optional<Stored> stored = Names.problem(name) == null ? db.inTransaction(c -> stored(c, name)) : Optional.empty();
        Device device = throttle.device(stored.map(st -> st.account().id()).orElse(null), cookie);
        Account a = check(key, name, password, address, device, stored, "login");
        if (a.disabled()) {
            log.event("login-disabled", fields(address, a.name(), device));
            throw new AccountException(403, "this account is disabled: ask the site's administrator");
        }
        log.event("login-ok", fields(address, a.name(), device));
        return a;
    }

    /**
     * A new device cookie for a browser that just proved the account's password (registered,
     * logged in, changed the password): the Set-Cookie value, Secure when asked.
     */
    public String deviceCookie(Account account, boolean secure) {
        return throttle.deviceCookie(account.id(), secure);
    }

    /**
     * The throttle's checks around a password check: refused before it when a limit says so,
     * counted after it when the password is wrong. The account of the right password.
     */
    private Account check(String key, String typed, String password, String address, Device device, Optional<Stored> stored,
            String via) {
        Refusal refusal = throttle.refusal(key, address, device);
        if (refusal != null) {
            Map<String, String> f = fields(address, typed, device);
            f.put("limit", refusal.scope().kind());
            f.put("via", via);
            log.event("login-throttled", f);
            if (refusal.scope() == Scope.ADDRESS) {
                throw new AccountException(429, "too many failed logins from your address: try again in " + refusal.minutes());
            }
            throw new AccountException(401, WRONG);
        }
        if (!passwords.verify(password, stored.map(Stored::hash).orElse(null))) {
            Scope locked = throttle.failed(key, address, device);
            Map<String, String> f = fields(address, typed, device);
            f.put("via", via);
            log.event("login-failed", f);
            if (locked != null) {
                Map<String, String> l = fields(address, typed, device);
                l.put("limit", locked.kind());
                log.event("login-locked", l);
            }
            throw new AccountException(401, WRONG);
        }
        return stored.get().account();
    }

    private static Map<String, String> fields(String address, String account, Device device) {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("address", address);
        f.put("account", account);
        if (device != null) {
            f.put("device", device.state());
        }
        return f;
    }

    /** The account of that name (any case). */
    public Optional<Account> find(String name) {
        if (Names.botProblem(name) != null) { // a person's name, or a bot's (which may be shorter)
            return Optional.empty();
        }
        return db.inTransaction(c -> findByName(c, name));
    }

    /** {@link #changePassword(Account, String, String, String, Function)} from a browser without device cookies. */
    public void changePassword(Account account, String current, String next, String address) {
        changePassword(account, current, next, address, cookie -> null);
    }

    /**
     * Changes a password after checking the current one; the account's other sessions end.
     *
     * @throws AccountException 401 when {@code current} is wrong (counted as a failed login, and
     *         refused as one when the browser is locked out), 400 for a weak new one
     */
    public void changePassword(Account account, String current, String next, String address, Function<String, String> cookie) {
        verifyOwn(account, current, address, cookie, "password");
        String problem = passwords.problem(account.name(), next);
        if (problem != null) {
            throw new AccountException(400, problem);
        }
        setHash(account.id(), passwords.hash(next));
        log.event("password-changed", fields(address, account.name(), null));
    }

    /**
     * Sets a new password through a reset link (docs/server-api.md, "Mail"), the link checked by
     * the caller: the same rules as registration, then every session of the account ends.
     * {@code claim} runs once the new password passed the rules and before it is stored: it uses
     * the link up, and throws when another use came first.
     *
     * @throws AccountException 400 for a weak password (the link is then not used up)
     */
    public void resetPassword(Account account, String password, String address, Runnable claim) {
        String problem = passwords.problem(account.name(), password);
        if (problem != null) {
            throw new AccountException(400, problem);
        }
        String hash = passwords.hash(password);
        claim.run();
        setHash(account.id(), hash);
        log.event("password-reset", fields(address, account.name(), null));
    }

    /** {@link #delete(Account, String, String, Function)} from a browser without device cookies. */
    public void delete(Account account, String password, String address) {
        delete(account, password, address, cookie -> null);
    }

    /**
     * Deletes an account after checking its password: its sessions go with it, and each
     * {@link AccountErasure} anonymises what else refers to it, in the same transaction.
     */
    public void delete(Account account, String password, String address, Function<String, String> cookie) {
        verifyOwn(account, password, address, cookie, "delete");
        db.inTransaction(c -> {
            for (AccountErasure e : erasures) {
                e.erase(c, account.id());
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM account WHERE id = ?")) {
                s.setLong(1, account.id());
                return s.executeUpdate();
            }
        });
        log.event("account-deleted", fields(address, account.name(), null));
    }

    /**
     * Checks a logged-in account's password entered again (before an administrator's action),
     * throttled and counted as a login from the browser whose cookies {@code cookie} reads.
     *
     * @throws AccountException 401 {@value #WRONG} when it is wrong (counted as a failed login), 429 when throttled
     */
    public void confirmPassword(Account account, String password, String address, Function<String, String> cookie) {
        verifyOwn(account, password, address, cookie, "admin");
    }

    private void verifyOwn(Account account, String password, String address, Function<String, String> cookie, String via) {
        Optional<Stored> stored = db.inTransaction(c -> stored(c, account.name()));
        Device device = throttle.device(account.id(), cookie);
        check(Names.key(account.name()), account.name(), password, address, device, stored, via);
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
