package org.beadbox.tools.webload;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

/** What the seats measure: the round trips of moves (overall and per game) and of steps, and refusals. */
final class Figures {

    private final String[] gameOfTable;
    final Latencies moves = new Latencies();
    /** The moves sent once the warm-up was over ({@link #warmupEnds}). */
    final Latencies steadyMoves = new Latencies();
    /** The moves sent in the warm-up. */
    final Latencies warmupMoves = new Latencies();
    private volatile long warmupEnds = Long.MAX_VALUE;
    final Latencies steps = new Latencies();
    final Map<String, Latencies> movesByGame = new TreeMap<>();
    final Map<String, Traffic> trafficByGame = new TreeMap<>();
    private final Map<String, AtomicInteger> errors = new TreeMap<>();

    Figures(String[] gameOfTable) {
        this.gameOfTable = gameOfTable.clone();
        for (String g : gameOfTable) {
            movesByGame.computeIfAbsent(g, x -> new Latencies());
            trafficByGame.computeIfAbsent(g, x -> new Traffic());
        }
    }

    /** Moves sent from {@code nanoTime} on count as played after the warm-up too. */
    void warmupEndsAt(long nanoTime) {
        warmupEnds = nanoTime;
    }

    void move(int table, long sentAt, long nanos) {
        moves.add(nanos);
        if (sentAt >= warmupEnds) {
            steadyMoves.add(nanos);
        } else {
            warmupMoves.add(nanos);
        }
        movesByGame.get(gameOfTable[table]).add(nanos);
    }

    /** A message of {@code length} characters came to a player at {@code table}. */
    void received(int table, Message m, int length) {
        trafficByGame.get(gameOfTable[table]).add(m, length);
    }

    void step(long nanos) {
        steps.add(nanos);
    }

    void error(String reason) {
        synchronized (errors) {
            errors.computeIfAbsent(String.valueOf(reason), r -> new AtomicInteger()).incrementAndGet();
        }
    }

    /** Each error the server sent and how often, or empty. */
    Map<String, Integer> errors() {
        synchronized (errors) {
            Map<String, Integer> out = new TreeMap<>();
            errors.forEach((k, v) -> out.put(k, v.get()));
            return out;
        }
    }
}
