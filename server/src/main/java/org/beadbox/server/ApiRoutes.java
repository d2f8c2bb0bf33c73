package org.beadbox.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.beadbox.server.node.HealthServlet;

/**
 * Every call of the server's HTTP API ({@code /api/} and the feeds), by the servlet that answers
 * it: the list ApiDescriptionTest holds the OpenAPI description ({@code openapi.json}) and the
 * servlets' whiteboard patterns against. A servlet with a pattern under {@code /api/} must be here.
 */
final class ApiRoutes {

    private ApiRoutes() {
    }

    /** The calls of each servlet, by the servlet's class name. */
    static Map<String, List<Route>> byServlet() {
        Map<String, List<Route>> m = new LinkedHashMap<>();
        List<Route> api = new ArrayList<>(AccountApi.ROUTES.routes());
        api.addAll(MailCalls.ROUTES.routes());
        m.put(ApiServlet.class.getName(), List.copyOf(api));
        m.put(AdminServlet.class.getName(), AdminApi.ROUTES.routes());
        m.put(LobbyServlet.class.getName(), LobbyApi.ROUTES.routes());
        m.put(PlayersServlet.class.getName(), PlayersApi.ROUTES.routes());
        m.put(LobbyEventsServlet.class.getName(), LobbyEventsServlet.ROUTES);
        m.put(TournamentServlet.class.getName(), TournamentApi.ROUTES.routes());
        m.put(HealthServlet.class.getName(), HealthServlet.ROUTES);
        m.put(MailPages.class.getName(), MailPages.ROUTES.routes());
        m.put(ApiDescriptionServlet.class.getName(), ApiDescriptionServlet.ROUTES);
        return m;
    }

    /** Every call, once. */
    static List<Route> all() {
        List<Route> all = new ArrayList<>();
        byServlet().values().forEach(all::addAll);
        return all;
    }
}
