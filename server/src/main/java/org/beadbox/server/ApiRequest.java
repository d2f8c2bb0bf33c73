package org.beadbox.server;

import java.util.function.Function;

/**
 * One HTTP request to {@code /api/}, as {@link AccountApi} reads it.
 *
 * @param method        GET, POST...
 * @param path          the path after {@code /api}, e.g. {@code /login}
 * @param remoteAddress the connection's other end
 * @param header        a header by name (case-insensitive), null when absent
 * @param body          the body as text (already capped in size); empty when none
 */
record ApiRequest(String method, String path, String remoteAddress, Function<String, String> header, String body) {
}
