package org.beadbox.launcher;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The options of {@code ./beadbox server [--port N] [--db URL] [--db-password-file FILE] [--public-url URL]
 * [--trusted-proxy ADDRESS] [--node NAME] [--throttle-KIND COUNT/WINDOW...] [admin ACTION ARGS...]},
 * checked here so that a mistake
 * gets one line before anything starts. They reach the server bundle as framework properties.
 * {@code --db} never holds a password (ps would show it): the environment, a 0600 file or
 * {@code ~/.pgpass} does.
 *
 * @param node        this node's name among the nodes sharing one database ({@value #NODE_NAME});
 *                    the host name made to fit, or {@value #DEFAULT_NODE}, when not given
 * @param severalNodes whether {@code --node} was given: the server is one of several nodes behind
 *                    nginx, and routes each table's connections to the node that owns the table
 * @param admin       the administration command after {@code admin}; empty to serve
 * @param throttle    the login throttling limits given ({@code --throttle-device 10/1h}...), as
 *                    framework properties {@code beadbox.server.throttle.KIND}; absent ones keep
 *                    their defaults (docs/server-api.md, "Throttling")
 * @param dbPasswordFile the absolute name of the file holding the database's password
 *                    ({@code --db-password-file}), or empty
 * @param mail        the mail options given ({@code --smtp}, {@code --mail-from},
 *                    {@code --smtp-password-file}) as framework properties (docs/deploy.md, "Mail")
 */
record ServerOptions(int port, String db, String publicUrl, String trustedProxy, String node, boolean severalNodes,
                     List<String> admin, Map<String, String> throttle, String dbPasswordFile, Map<String, String> mail,
                     String bots) {

    /** What a node's name may be: it is part of paths nginx routes ({@code /@node/NAME/...}). */
    static final String NODE_NAME = "[a-z0-9-]{1,30}";
    static final String DEFAULT_NODE = "node-1";

    /** The kinds of {@code --throttle-KIND}: failures per known browser, per name from unknown browsers, per address; registrations per address. */
    static final List<String> THROTTLES = List.of("device", "unknown", "address", "registrations");
    /** The mail's throttles (--throttle-forgot|verify|forgot-address), next to the logins'. */
    static final List<String> MAIL_THROTTLES = List.of("forgot", "verify", "forgot-address");

    ServerOptions {
        admin = List.copyOf(admin);
        throttle = Map.copyOf(throttle);
        mail = Map.copyOf(mail);
    }

    /**
     * Reads the words after {@code server}.
     *
     * @throws IllegalArgumentException with one line for a person
     */
    static ServerOptions parse(List<String> args) {
        int port = LaunchOptions.DEFAULT_PORT;
        String db = "";
        String publicUrl = "";
        String proxy = "";
        String node = defaultNode(hostName());
        boolean severalNodes = false;
        Map<String, String> throttle = new TreeMap<>();
        String passwordFile = "";
        Map<String, String> mail = new TreeMap<>();
        String bots = "";
        int i = 0;
        for (; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("admin")) {
                List<String> admin = new ArrayList<>(args.subList(i + 1, args.size()));
                if (admin.isEmpty()) {
                    throw new IllegalArgumentException("server admin needs an action: list, disable NAME, enable NAME, reset-password NAME, close-table ID, grant-admin NAME, revoke-admin NAME, audit");
                }
                return new ServerOptions(port, db, publicUrl, proxy, node, severalNodes, admin, throttle, passwordFile, mail, bots);
            }
            String value = i + 1 < args.size() ? args.get(i + 1) : null;
            switch (arg) {
                case "--port" -> port = port(value);
                case "--db" -> db = database(value);
                case "--db-password-file" -> passwordFile = passwordFile(value);
                case "--public-url" -> publicUrl = publicUrl(value);
                case "--trusted-proxy" -> proxy = proxy(value);
                case "--node" -> {
                    node = node(value);
                    severalNodes = true;
                }
                case "--smtp" -> mail.put("beadbox.server.smtp", smtp(value));
                case "--mail-from" -> mail.put("beadbox.server.mail-from", mailFrom(value));
                case "--smtp-password-file" -> mail.put("beadbox.server.smtp-password-file", smtpPasswordFile(value));
                case "--bots" -> bots = bots(value);
                default -> {
                    String kind = arg.startsWith("--throttle-") ? arg.substring("--throttle-".length()) : "";
                    if (!THROTTLES.contains(kind) && !MAIL_THROTTLES.contains(kind)) {
                        throw new IllegalArgumentException("unknown server option " + arg
                                + ": use --port N, --db URL, --db-password-file FILE, --public-url URL, --trusted-proxy ADDRESS,"
                                + " --node NAME, --throttle-device|unknown|address|registrations COUNT/WINDOW,"
                                + " --smtp smtp://HOST:PORT, --mail-from ADDRESS, --smtp-password-file FILE,"
                                + " --throttle-forgot|verify|forgot-address COUNT/WINDOW, --bots NAME=SPEC,NAME=SPEC... or admin ...");
                    }
                    throttle.put("beadbox.server.throttle." + kind, limit(arg, value));
                }
            }
            i++;
        }
        if (mail.containsKey("beadbox.server.smtp") != mail.containsKey("beadbox.server.mail-from")) {
            throw new IllegalArgumentException("--smtp and --mail-from go together: the SMTP server and the address mails are sent from");
        }
        return new ServerOptions(port, db, publicUrl, proxy, node, severalNodes, List.of(), throttle, passwordFile, mail, bots);
    }

    /** The framework properties the server bundle reads. */
    Map<String, String> properties() {
        Map<String, String> p = new TreeMap<>();
        p.put("beadbox.server.db", db);
        p.put("beadbox.server.public-url", publicUrl);
        p.put("beadbox.server.trusted-proxy", trustedProxy);
        p.put("beadbox.server.node", node);
        p.put("beadbox.server.route-tables", Boolean.toString(severalNodes));
        p.putAll(throttle);
        p.put("beadbox.server.db-password-file", dbPasswordFile);
        p.put("beadbox.server.admin", Boolean.toString(!admin.isEmpty()));
        p.putAll(mail);
        if (!bots.isEmpty()) {
            p.put("beadbox.server.bots", bots);
        }
        return p;
    }

    /**
     * {@code --bots "r1=random,g1=greedy,u1=uct:time=0.05"}: the bot accounts and the AI each
     * plays (a player spec), separated by commas (or semicolons); kept as written for the server's
     * bots, which say which plugin is missing.
     */
    static String bots(String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("--bots needs NAME=SPEC,NAME=SPEC..., e.g. --bots \"r1=random,g1=greedy,u1=uct:time=0.05\"");
        }
        for (String part : value.split("[,;]")) {
            int eq = part.indexOf('=');
            String name = eq <= 0 ? "" : part.substring(0, eq).strip();
            if (!name.matches("[A-Za-z0-9_-]{2,30}") || eq == part.length() - 1) {
                throw new IllegalArgumentException("--bots: '" + part.strip() + "' is not NAME=SPEC (a name of 2 to 30 letters, digits,"
                        + " '-' or '_', and a player such as greedy or uct:time=0.05)");
            }
        }
        return value.strip();
    }

    private static String node(String name) {
        if (name == null || !name.matches(NODE_NAME)) {
            throw new IllegalArgumentException("--node needs a name of 1 to 30 letters a-z, digits and '-', e.g. node-2, not '"
                    + (name == null ? "" : name) + "'");
        }
        return name;
    }

    /**
     * The name a node takes when {@code --node} is not given: the host name's first label in
     * lower case with anything else than a-z, 0-9 and '-' left out, cut to 30; {@value #DEFAULT_NODE}
     * when nothing is left.
     */
    static String defaultNode(String hostName) {
        String label = hostName == null ? "" : hostName.strip().toLowerCase(java.util.Locale.ROOT);
        int dot = label.indexOf('.');
        label = (dot < 0 ? label : label.substring(0, dot)).replaceAll("[^a-z0-9-]", "");
        label = label.length() > 30 ? label.substring(0, 30) : label;
        return label.matches(NODE_NAME) ? label : DEFAULT_NODE;
    }

    /** The host name without asking DNS: $HOSTNAME, else /etc/hostname; null when neither says. */
    private static String hostName() {
        String env = System.getenv("HOSTNAME");
        if (env != null && !env.isBlank()) {
            return env;
        }
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/etc/hostname"));
        } catch (java.io.IOException | RuntimeException e) {
            return null;
        }
    }

    private static int port(String text) {
        try {
            int port = Integer.parseInt(text == null ? "" : text.strip());
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // told below
        }
        throw new IllegalArgumentException("--port needs a port number from 1 to 65535, not '" + (text == null ? "" : text) + "'");
    }

    private static String database(String url) {
        if (url == null || !(url.startsWith("jdbc:postgresql://") || url.startsWith("jdbc:h2:"))) {
            throw new IllegalArgumentException("--db needs a JDBC address: jdbc:postgresql://HOST:PORT/NAME?user=U (or jdbc:h2:FILE)");
        }
        if (java.util.regex.Pattern.compile("(?i)[?&;]password=").matcher(url).find()) {
            // Same words as the server's own check (org.beadbox.server.security.DatabasePassword).
            throw new IllegalArgumentException("--db must not hold the password (ps shows it to every user of the machine): "
                    + "take password=... out of it and give the password in the environment variable BEADBOX_DB_PASSWORD, "
                    + "in a file of mode 600 named by --db-password-file FILE, or in ~/.pgpass (see docs/deploy.md)");
        }
        return url;
    }

    private static String passwordFile(String file) {
        if (file == null || file.isBlank() || file.startsWith("--")) {
            throw new IllegalArgumentException("--db-password-file needs a file holding the database's password on its first line (mode 600)");
        }
        return java.nio.file.Path.of(file).toAbsolutePath().toString();
    }

    private static String publicUrl(String url) {
        try {
            URI u = new URI(url == null ? "" : url);
            if (("http".equals(u.getScheme()) || "https".equals(u.getScheme())) && u.getHost() != null
                    && (u.getRawPath() == null || u.getRawPath().isEmpty() || u.getRawPath().equals("/"))
                    && u.getRawQuery() == null) {
                return u.getScheme() + "://" + u.getRawAuthority();
            }
        } catch (java.net.URISyntaxException e) {
            // told below
        }
        throw new IllegalArgumentException("--public-url needs the site's address, e.g. https://beads.example.org (no path)");
    }

    /** COUNT/WINDOW, e.g. 10/1h: the server reads it again (org.beadbox.server.security.Limit) with the same rule. */
    private static String limit(String option, String text) {
        if (text == null || !text.matches("[1-9]\\d{0,5}/[1-9]\\d{0,3}[smhd]")) {
            throw new IllegalArgumentException(option + " needs COUNT/WINDOW, a window in s, m, h or d, e.g. 10/1h or 100/1d, not '"
                    + (text == null ? "" : text) + "'");
        }
        long seconds = Long.parseLong(text.substring(text.indexOf('/') + 1, text.length() - 1))
                * switch (text.charAt(text.length() - 1)) {
                    case 's' -> 1;
                    case 'm' -> 60;
                    case 'h' -> 3600;
                    default -> 86_400;
                };
        if (seconds > 30L * 86_400) {
            throw new IllegalArgumentException(option + " takes a window of at most 30 days (30d), not " + text);
        }
        return text;
    }

    /** smtp://HOST:PORT or smtps://HOST:PORT, maybe with a user (USER@HOST), never a password. */
    private static String smtp(String url) {
        try {
            URI u = new URI(url == null ? "" : url);
            if (u.getRawUserInfo() != null && u.getRawUserInfo().contains(":")) {
                throw new IllegalArgumentException("--smtp must not hold a password (it would show in ps): set BEADBOX_SMTP_PASSWORD"
                        + " or give --smtp-password-file FILE (mode 600)");
            }
            if (("smtp".equals(u.getScheme()) || "smtps".equals(u.getScheme())) && u.getHost() != null && u.getPort() > 0
                    && (u.getRawPath() == null || u.getRawPath().isEmpty()) && u.getRawQuery() == null) {
                return url;
            }
        } catch (java.net.URISyntaxException e) {
            // told below
        }
        throw new IllegalArgumentException("--smtp needs smtp://HOST:PORT (STARTTLS when offered) or smtps://HOST:PORT,"
                + " e.g. smtp://127.0.0.1:25, not '" + (url == null ? "" : url.replaceAll("\\p{Cntrl}", "?")) + "'");
    }

    private static String mailFrom(String address) {
        if (address == null || !address.matches("[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9.-]{1,190}\\.[A-Za-z]{2,63}")) {
            throw new IllegalArgumentException("--mail-from needs the address mails are sent from, e.g. beads@example.org, not '"
                    + (address == null ? "" : address.replaceAll("\\p{Cntrl}", "?")) + "'");
        }
        return address;
    }

    private static String smtpPasswordFile(String file) {
        if (file == null || file.isBlank() || !java.nio.file.Files.isReadable(java.nio.file.Path.of(file))) {
            throw new IllegalArgumentException("--smtp-password-file needs a readable file holding the SMTP password (mode 600), not '"
                    + (file == null ? "" : file.replaceAll("\\p{Cntrl}", "?")) + "'");
        }
        java.nio.file.Path path = java.nio.file.Path.of(file);
        try {
            if (java.nio.file.Files.getFileAttributeView(path, java.nio.file.attribute.PosixFileAttributeView.class) != null
                    && java.nio.file.Files.getPosixFilePermissions(path).stream().anyMatch(p -> !p.name().startsWith("OWNER_")
                    || p == java.nio.file.attribute.PosixFilePermission.OWNER_EXECUTE)) {
                throw new IllegalArgumentException("--smtp-password-file " + file.replaceAll("\\p{Cntrl}", "?")
                        + " may be read by others: chmod 600 it");
            }
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("--smtp-password-file " + file.replaceAll("\\p{Cntrl}", "?") + " cannot be read: " + e.getMessage());
        }
        return path.toAbsolutePath().toString();
    }

    private static String proxy(String address) {
        if (address == null || !address.matches("[0-9A-Fa-f:.]{2,45}")) {
            throw new IllegalArgumentException("--trusted-proxy needs the proxy's IP address, e.g. 127.0.0.1");
        }
        return address;
    }
}
