package org.beadbox.server;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * The calls one servlet dispatches, each with its handler, tried in order: the only place a call
 * is routed, so that {@link ApiRoutes} can list every call the server answers and the OpenAPI
 * description can be checked against it (ApiDescriptionTest).
 *
 * @param <H> what handles a call
 */
final class RouteTable<H> {

    /** A request's call: its route, its handler and the matched path (its groups are the parameters). */
    record Found<H>(Route route, H handler, Matcher matcher) {
        String parameter(int n) {
            return matcher.group(n);
        }
    }

    private record Entry<H>(Route route, H handler) {
    }

    private final List<Entry<H>> entries = new ArrayList<>();

    /** Adds {@code method} on {@code spec} (as {@link Route#of}). */
    RouteTable<H> add(String method, String spec, H handler) {
        entries.add(new Entry<>(Route.of(method, spec), handler));
        return this;
    }

    /** The call of {@code method} on {@code path}, or null when there is none. */
    Found<H> find(String method, String path) {
        for (Entry<H> e : entries) {
            if (e.route().method().equals(method)) {
                Matcher m = e.route().matcher(path);
                if (m != null) {
                    return new Found<>(e.route(), e.handler(), m);
                }
            }
        }
        return null;
    }

    /** The methods that {@code path} answers (empty when no call has that path). */
    Set<String> methods(String path) {
        Set<String> methods = new LinkedHashSet<>();
        for (Entry<H> e : entries) {
            if (e.route().matcher(path) != null) {
                methods.add(e.route().method());
            }
        }
        return methods;
    }

    List<Route> routes() {
        return entries.stream().map(Entry::route).toList();
    }
}
