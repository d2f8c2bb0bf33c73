package org.beadbox.tools.webload;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

/** What the seats measure: the round trips of moves (overall and per game) and of steps, and refusals. */
final class Figures {

    private final String[] gameOfTable;
    final Latencies moves = new Latencies();
    final Latencies steps = new Latencies();
    final Map<String, Latencies> movesByGame = new TreeMap<>();
    private final Map<String, AtomicInteger> errors = new TreeMap<>();

    Figures(String[] gameOfTable) {
        this.gameOfTable = gameOfTable.clone();
        for (String g : gameOfTable) {
            movesByGame.computeIfAbsent(g, x -> new Latencies());
        }
    }

    void move(int table, long nanos) {
        moves.add(nanos);
        movesByGame.get(gameOfTable[table]).add(nanos);
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
