package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntPredicate;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;

/**
 * Who plays each seat of a table and how to reach it: a remote seat (a link's token and the
 * {@link HumanPlayer} its moves complete), a computer seat, or a seat the host's own front-end
 * plays; whether a remote seat has ever joined; and the spectators' token. Presence is told
 * from these: "here", "waiting" (never joined), "disconnected", "computer", "host".
 */
final class TableSeats {

    /** How a seat is played. */
    enum Kind {
        /** By whoever holds the seat's link. */
        REMOTE,
        /** By an AI player on the host. */
        COMPUTER,
        /** By the host's own front-end (a person at the host's screen). */
        HOST
    }

    private final Kind[] kinds;
    private final String[] tokens;
    private final HumanPlayer[] humans;
    private final boolean[] joined;
    private final String spectator;
    /** Per seat, the digest of a former token that still opens it (a table from before tokens were derived), else null. */
    private final String[] former;
    private final String formerSpectator;

    /**
     * @param kinds per seat
     * @param tokens per seat, the link's token of a remote seat (kept for a seat handed to the
     *     computer: it then only watches), else null
     * @param humans per seat, the remote seat's player, else null
     */
    TableSeats(Kind[] kinds, String[] tokens, HumanPlayer[] humans, String spectator) {
        this(kinds, tokens, humans, spectator, new String[kinds.length], null);
    }

    /**
     * @param former per seat, the digest ({@link FinishedTables#digest}) of a former token that
     *     opens the seat too, else null: a table reopened with new tokens, whose players' pages
     *     still hold the old links
     * @param formerSpectator the same for the spectators' token, or null
     */
    TableSeats(Kind[] kinds, String[] tokens, HumanPlayer[] humans, String spectator, String[] former, String formerSpectator) {
        this.kinds = kinds.clone();
        this.tokens = tokens.clone();
        this.humans = humans.clone();
        this.joined = new boolean[kinds.length];
        this.spectator = spectator;
        this.former = former.clone();
        this.formerSpectator = formerSpectator;
    }

    /** The digest of a former token of the seat that still opens it, if any. */
    synchronized Optional<String> former(int seat) {
        return Optional.ofNullable(former[seat]);
    }

    /** The digest of a former spectators' token that still opens the table, or null. */
    String formerSpectator() {
        return formerSpectator;
    }

    int size() {
        return kinds.length;
    }

    synchronized Kind kind(int seat) {
        return kinds[seat];
    }

    synchronized Optional<String> token(int seat) {
        return Optional.ofNullable(tokens[seat]);
    }

    String spectatorToken() {
        return spectator;
    }

    /** The remote seat's player, or null when the seat is not remote (now). */
    synchronized HumanPlayer human(int seat) {
        return kinds[seat] == Kind.REMOTE ? humans[seat] : null;
    }

    synchronized void joined(Collection<Integer> seats) {
        seats.forEach(s -> joined[s] = true);
    }

    /** The seat is played by the computer from now on, until it is given back to its person. */
    synchronized void toComputer(int seat) {
        kinds[seat] = Kind.COMPUTER;
        humans[seat] = null;
    }

    /** Whether the seat is one a person was invited to and the host handed to the computer. */
    synchronized boolean handedOver(int seat) {
        return kinds[seat] == Kind.COMPUTER && tokens[seat] != null;
    }

    /**
     * The seat handed to the computer is its person's again, played through {@code human}.
     *
     * @return false (and nothing changed) when the seat is not handed over now
     */
    synchronized boolean toPerson(int seat, HumanPlayer human) {
        if (!handedOver(seat)) {
            return false;
        }
        kinds[seat] = Kind.REMOTE;
        humans[seat] = human;
        return true;
    }

    /**
     * The seats these tokens give, or empty when any token is wrong. Every token is compared
     * with every secret of the table, in constant time, whatever matches. A token of a seat
     * handed to the computer gives that seat too: its person comes back to it.
     *
     * @return the seats (empty set: a spectator)
     */
    synchronized Optional<Set<Integer>> access(List<String> given) {
        Set<Integer> seats = new TreeSet<>();
        boolean allKnown = !given.isEmpty();
        for (String t : given) {
            String d = FinishedTables.digest(t);
            boolean known = Tokens.same(spectator, t) || Tokens.same(formerSpectator, d);
            for (int i = 0; i < tokens.length; i++) {
                if (Tokens.same(tokens[i], t) | Tokens.same(former[i], d)) {
                    if (kinds[i] != Kind.HOST) { // a host seat's token waits for a restart: see SavedTable
                        seats.add(i);
                    }
                    known = true;
                }
            }
            allKnown &= known;
        }
        return allKnown ? Optional.of(seats) : Optional.empty();
    }

    /** The presence of a seat: here, waiting, disconnected, computer or host. */
    synchronized String status(int seat, boolean connected) {
        return switch (kinds[seat]) {
            case COMPUTER -> "computer";
            case HOST -> "host";
            case REMOTE -> connected ? "here" : joined[seat] ? "disconnected" : "waiting";
        };
    }

    /**
     * The seats as the protocol's {@code seats} array.
     *
     * @param connected whether a connection holds the seat now
     * @param computerName the display name of a computer seat's player ("MCTS")
     */
    JsonArray json(Match match, IntPredicate connected, java.util.function.IntFunction<String> computerName) {
        JsonArray out = new JsonArray();
        for (int i = 0; i < kinds.length; i++) {
            Kind k = kind(i);
            boolean here = connected.test(i);
            JsonObject s = new JsonObject();
            s.addProperty("name", match.seatName(i));
            s.addProperty("player", k == Kind.REMOTE ? "remote" : match.seatSpec(i));
            s.addProperty("color", match.game().seats(match.seats()).get(i).color());
            s.addProperty("connected", k != Kind.REMOTE || here);
            s.addProperty("status", status(i, here));
            if (k == Kind.COMPUTER) {
                s.addProperty("computer", computerName.apply(i));
                if (handedOver(i)) {
                    s.addProperty("handedOver", true);
                }
            }
            out.add(s);
        }
        return out;
    }
}
