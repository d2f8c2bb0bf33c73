package org.beadbox.server;

import java.io.InputStream;
import java.io.PrintStream;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.core.Command;
import org.beadbox.core.UsageException;
import org.beadbox.server.security.SecurityLog;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * {@code ./beadbox server admin ...} (the launcher runs it as the command {@code server-admin}):
 * list accounts, disable or enable one, reset a password, close a table, give or take the
 * administrator's role ({@link AdminRoles}). Works on the same
 * database as a running server (H2 in AUTO_SERVER mode lets both in). Every action that changes
 * something is written to the audit log in its own transaction, with the operating-system user
 * who ran it.
 */
@Component(service = Command.class)
public final class AdminCommand implements Command {

    private final Database db;
    private final Accounts accounts;
    private final SecurityLog log;
    private final List<TableCloser> closers = new CopyOnWriteArrayList<>();

    @Activate
    public AdminCommand(@Reference Database db, @Reference Accounts accounts, @Reference SecurityLog log) {
        this.db = db;
        this.accounts = accounts;
        this.log = log;
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCloser(TableCloser c) {
        closers.add(c);
    }

    void removeCloser(TableCloser c) {
        closers.remove(c);
    }

    @Override
    public String name() {
        return "server-admin";
    }

    @Override
    public String usage() {
        return "server-admin list|disable NAME|enable NAME|reset-password NAME|close-table ID|grant-admin NAME|revoke-admin NAME|audit"
                + "|cancel-tournament ID --reason TEXT|settle-game ID ROUND TABLE POINTS... --reason TEXT";
    }

    @Override
    public String summary() {
        return "administers the server's accounts and tables (" + StartName.command() + " server admin ...)";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        if (args.isEmpty()) {
            throw new UsageException("say what to do"); // the usage follows once, from the command line
        }
        String action = args.get(0);
        String actor = "cli:" + System.getProperty("user.name", "?");
        switch (action) {
            case "list" -> list(out);
            case "audit" -> audit(out);
            case "disable", "enable" -> out.println(disable(one(args), action.equals("disable"), actor));
            case "reset-password" -> out.println(resetPassword(one(args), actor));
            case "close-table" -> out.println(closeTable(one(args), actor));
            case "grant-admin", "revoke-admin" -> out.println(role(one(args), action.equals("grant-admin"), actor));
            case "cancel-tournament", "settle-game" -> out.println(tournament(action, args.subList(1, args.size()), actor));
            default -> throw new UsageException("unknown admin action " + org.beadbox.api.Quote.excerpt(action));
        }
        return 0;
    }

    private static String one(List<String> args) {
        if (args.size() != 2) {
            throw new UsageException(args.get(0) + " needs exactly one argument, e.g. server admin " + args.get(0) + " ann");
        }
        return args.get(1);
    }

    private void list(PrintStream out) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT a.id, a.name, a.disabled, a.created_at, b.account_id, d.account_id FROM account a"
                            + " LEFT JOIN bot_account b ON b.account_id = a.id LEFT JOIN account_admin d ON d.account_id = a.id"
                            + " ORDER BY a.name_key");
                    ResultSet r = s.executeQuery()) {
                int n = 0;
                out.printf("%-20s  %-8s  %-6s  %s%n", "name", "status", "role", "registered");
                while (r.next()) {
                    Account a = Accounts.account(r);
                    boolean bot = r.getObject(5) != null;
                    boolean admin = r.getObject(6) != null;
                    out.printf("%-20s  %-8s  %-6s  %s%n", a.name(), a.disabled() ? "disabled" : "active",
                            bot ? "bot" : admin ? "admin" : "-", a.created());
                    n++;
                }
                out.println(n + (n == 1 ? " account" : " accounts"));
                return n;
            }
        });
    }

    /** The last 50 entries of the audit log, oldest first. */
    private void audit(PrintStream out) {
        List<String> lines = db.inTransaction(c -> {
            List<String> rows = new java.util.ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT acted_at, actor, action, target, detail FROM audit_log ORDER BY id DESC")) {
                s.setMaxRows(50);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        rows.add(0, r.getObject(1, java.time.OffsetDateTime.class).toInstant() + "  " + r.getString(2) + "  "
                                + r.getString(3) + " " + r.getString(4) + (r.getString(5).isEmpty() ? "" : " (" + r.getString(5) + ")"));
                    }
                }
            }
            return rows;
        });
        lines.forEach(out::println);
        out.println(lines.size() + (lines.size() == 1 ? " entry" : " entries"));
    }

    private Account account(String name) {
        return accounts.find(name).orElseThrow(() -> new IllegalArgumentException("no account named " + name));
    }

    private String disable(String name, boolean disable, String actor) {
        Account a = account(name);
        int ended = db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE account SET disabled = ? WHERE id = ?")) {
                s.setBoolean(1, disable);
                s.setLong(2, a.id());
                s.executeUpdate();
            }
            int n = disable ? Sessions.endAll(c, a.id()) : 0;
            AuditLog.write(c, actor, disable ? "disable" : "enable", a.name(), disable ? n + " sessions ended" : "");
            return n;
        });
        securityLog(disable ? "disable" : "enable", "account", a.name(), actor);
        return disable ? a.name() + " is disabled; " + ended + (ended == 1 ? " session" : " sessions") + " ended"
                : a.name() + " is enabled";
    }

    private String resetPassword(String name, String actor) {
        Account a = account(name);
        Passwords passwords = accounts.passwords();
        String password = passwords.random();
        String hash = passwords.hash(password);
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE account SET password_hash = ? WHERE id = ?")) {
                s.setString(1, hash);
                s.setLong(2, a.id());
                s.executeUpdate();
            }
            int n = Sessions.endAll(c, a.id());
            AuditLog.write(c, actor, "reset-password", a.name(), n + " sessions ended");
            return n;
        });
        securityLog("reset-password", "account", a.name(), actor);
        return "new password for " + a.name() + ": " + password + " (give it to them; their sessions ended)";
    }

    /** Gives or takes the administrator's role, audited in the same transaction. */
    private String role(String name, boolean grant, String actor) {
        Account a = account(name);
        String done = db.inTransaction(c -> grant ? AdminRoles.grant(c, a, actor) : AdminRoles.revoke(c, a, actor));
        securityLog(grant ? "grant-admin" : "revoke-admin", "account", a.name(), actor);
        return done;
    }

    private String closeTable(String id, String actor) {
        if (closers.isEmpty()) {
            throw new IllegalArgumentException("this server keeps no tables in its database yet: nothing to close");
        }
        String done = db.inTransaction(c -> {
            String d = closers.get(0).close(c, id);
            AuditLog.write(c, actor, "close-table", id, d);
            return d;
        });
        securityLog("close-table", "table", id, actor);
        return done;
    }

    /**
     * {@code cancel-tournament ID --reason TEXT} or {@code settle-game ID ROUND TABLE POINTS...
     * --reason TEXT} (issue 43), audited with the reason in the same transaction.
     */
    private String tournament(String action, List<String> words, String actor) {
        org.beadbox.server.tournament.TournamentAdmin.Words w = org.beadbox.server.tournament.TournamentAdmin.words(words);
        List<String> a = w.arguments();
        boolean cancel = action.equals("cancel-tournament");
        if (cancel ? a.size() != 1 : a.size() < 5) {
            throw new UsageException(cancel ? "cancel-tournament ID --reason \"...\", e.g. cancel-tournament 4 --reason \"spam\""
                    : "settle-game ID ROUND TABLE POINTS... --reason \"...\", e.g. settle-game 4 2 1 1 0 --reason \"bob forfeits\"");
        }
        long id;
        int[] at = new int[2];
        double[] points = new double[Math.max(0, a.size() - 3)];
        try {
            id = Long.parseLong(a.get(0));
            if (!cancel) {
                at[0] = Integer.parseInt(a.get(1));
                at[1] = Integer.parseInt(a.get(2));
                for (int i = 3; i < a.size(); i++) {
                    points[i - 3] = Double.parseDouble(a.get(i));
                }
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the tournament, round and table are numbers and the points too (1, 0.5, 0): "
                    + org.beadbox.api.Quote.excerpt(String.join(" ", a)));
        }
        java.time.Instant now = java.time.Instant.now();
        String done = db.inTransaction(c -> {
            String d = cancel ? org.beadbox.server.tournament.TournamentAdmin.cancel(c, id, w.reason(), now)
                    : org.beadbox.server.tournament.TournamentAdmin.settle(c, id, at[0], at[1], points, now);
            AuditLog.write(c, actor, action, "tournament " + id, w.reason() + "; " + d);
            return d;
        });
        securityLog(action, "tournament", Long.toString(id), actor);
        return done;
    }

    /** The security log's line for an action done (docs/deploy.md): {@code event=admin action=A account=NAME by=cli:USER}. */
    private void securityLog(String action, String what, String target, String actor) {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("action", action);
        f.put(what, target);
        f.put("by", actor);
        log.event("admin", f);
    }
}
