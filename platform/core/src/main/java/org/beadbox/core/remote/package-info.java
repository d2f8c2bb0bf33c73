/**
 * A client of online tables: joining a table served by another Beadbox (or the web front-end)
 * from its link, and mirroring it in a local {@link org.beadbox.core.Match} played with the
 * locally installed game; and starting this host's own web stack on demand so that a front-end
 * can host tables without importing the bundle that serves them. See {@code docs/web-protocol.md}.
 */
@Export
@Version("1.1.0")
package org.beadbox.core.remote;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
