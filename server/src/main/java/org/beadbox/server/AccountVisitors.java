package org.beadbox.server;

import java.util.Optional;
import java.util.function.Function;
import org.beadbox.core.online.Visitor;
import org.beadbox.core.online.Visitors;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * Who a request or WebSocket upgrade is, on the server: the account of its session cookie, or a
 * guest; never the host, not even from loopback (the server has no person at its keyboard, and
 * behind a proxy every connection is loopback). Its address is the one {@link Gate} believes.
 */
@Component(service = {Visitors.class, AccountVisitors.class})
public final class AccountVisitors implements Visitors {

    private final Sessions sessions;
    private final Gate gate;

    @Activate
    public AccountVisitors(@Reference Database db, @Reference Sessions sessions) {
        this.sessions = sessions;
        this.gate = new Gate(db.settings());
    }

    @Override
    public Visitor identify(String remoteAddress, Function<String, String> header) {
        Optional<String> name = account(header).map(Account::name);
        return new Visitor(gate.client(remoteAddress, header), false, name);
    }

    /** The logged-in account of a request (by its session cookie), for the server's own servlets and sockets. */
    public Optional<Account> account(Function<String, String> header) {
        return Gate.sessionId(header).flatMap(sessions::account);
    }
}
