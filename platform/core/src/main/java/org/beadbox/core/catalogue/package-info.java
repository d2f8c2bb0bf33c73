/**
 * The plugin catalogue: OSGi Repository (R5) indexes of plugin bundles, at a URL or in a folder,
 * and the installing, updating and removing of the plugins they offer while Beadbox runs.
 *
 * <p>{@link org.beadbox.core.catalogue.Catalogue} is the service front-ends and the {@code
 * plugins} command use; the core registers it. Requirements are resolved by the framework's own
 * {@code org.osgi.service.resolver.Resolver}; each download is checked against the SHA-256 the
 * index gives before anything is written where Beadbox keeps plugins. See
 * {@code docs/plugin-catalogue.md}.
 */
@Export
@Version("1.2.0")
package org.beadbox.core.catalogue;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
