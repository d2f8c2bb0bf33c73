package org.beadbox.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One call of the HTTP API: a method and a path, written as {@code /api/seeks/{id:\d{1,18}}/accept}
 * (each parameter with the pattern its value must match). {@link #path} is the path as the
 * OpenAPI description writes it ({@code /api/seeks/{id}/accept}); {@link #matcher} matches a
 * request's decoded path, one group a parameter, in order.
 *
 * @param method  GET, POST, HEAD...
 * @param path    the path template without the parameters' patterns
 * @param pattern the whole path as a regular expression
 * @param names   the parameters' names, in order
 */
public record Route(String method, String path, Pattern pattern, List<String> names) {

    public Route {
        names = List.copyOf(names);
    }

    /** The route of {@code method} on {@code spec}, e.g. {@code Route.of("GET", "/api/records/{table:[a-z]{1,40}}.json")}. */
    public static Route of(String method, String spec) {
        StringBuilder path = new StringBuilder();
        StringBuilder regex = new StringBuilder();
        List<String> names = new ArrayList<>();
        int i = 0;
        while (i < spec.length()) {
            char c = spec.charAt(i);
            if (c != '{') {
                path.append(c);
                regex.append(Pattern.quote(String.valueOf(c)));
                i++;
                continue;
            }
            int colon = spec.indexOf(':', i);
            int end = closing(spec, i);
            if (colon < 0 || colon > end) {
                throw new IllegalArgumentException("parameter without a pattern in " + spec + ": write {name:regex}");
            }
            String name = spec.substring(i + 1, colon);
            names.add(name);
            path.append('{').append(name).append('}');
            regex.append('(').append(spec, colon + 1, end).append(')');
            i = end + 1;
        }
        return new Route(method.toUpperCase(Locale.ROOT), path.toString(), Pattern.compile(regex.toString()), names);
    }

    /** The index of the brace that closes the one at {@code open}. */
    private static int closing(String spec, int open) {
        int depth = 0;
        for (int i = open; i < spec.length(); i++) {
            if (spec.charAt(i) == '\\') {
                i++;
            } else if (spec.charAt(i) == '{') {
                depth++;
            } else if (spec.charAt(i) == '}' && --depth == 0) {
                return i;
            }
        }
        throw new IllegalArgumentException("unclosed { in " + spec);
    }

    /** A matcher of {@code path} that has matched, or null. */
    public Matcher matcher(String path) {
        Matcher m = pattern.matcher(path);
        return m.matches() ? m : null;
    }

    @Override
    public String toString() {
        return method + " " + path;
    }
}
