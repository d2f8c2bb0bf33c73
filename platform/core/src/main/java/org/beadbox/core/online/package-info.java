/**
 * Online tables: games whose seats are played from elsewhere (a browser, another Beadbox),
 * refereed by this host's {@link org.beadbox.core.Match}.
 *
 * <p>A front-end that serves tables (the web front-end, {@code org.beadbox.ui.web}) registers an
 * {@link org.beadbox.core.online.OnlineTables} service; other front-ends (Swing) find it in the
 * registry and work unchanged when no bundle provides it. See {@code docs/web-protocol.md}.
 *
 * <p>Where a server keeps its tables (a database) is a {@link org.beadbox.core.online.TableStore}
 * service; the table server keeps files of its own when there is none (the desktop). 2.0: the
 * store keeps the tables' seats too and reopens one table by its id. 2.1: a table says how many watch it
 * ({@link org.beadbox.core.online.Table#spectators()}). 2.2: a store may derive the links'
 * tokens ({@link org.beadbox.core.online.TableStore#token}) and keep only their digests.
 *
 * <p>Who a connection is (the host, a guest with a link, a logged-in account) is decided by a
 * {@link org.beadbox.core.online.Visitors} service when one is registered (the server does).
 */
@Export
@Version("2.2.0")
package org.beadbox.core.online;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
