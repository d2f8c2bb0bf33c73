/**
 * The Beadbox core: what every front-end needs besides the API.
 *
 * <ul>
 *   <li>{@link org.beadbox.core.GameCatalog} and {@link org.beadbox.core.PlayerCatalog}: the
 *       installed games and player plugins, tracked as whiteboard services and registered as
 *       services themselves.</li>
 *   <li>{@link org.beadbox.core.Match}: the match runner (turns on a thread of its own, clocks,
 *       faults, undo and redo, resignation, events to {@link org.beadbox.core.MatchListener}s),
 *       set up by a {@link org.beadbox.core.MatchBuilder};
 *       {@link org.beadbox.core.HumanPlayer} is the seat a front-end completes with the move a
 *       person entered.</li>
 *   <li>{@link org.beadbox.core.GameRecord} and {@link org.beadbox.core.RecordStore}: game
 *       records as JSON, atomic saves, loading with validation, replay through the rules,
 *       autosave.</li>
 *   <li>{@link org.beadbox.core.Cli} and {@link org.beadbox.core.Command}: the headless commands
 *       ({@code games}, {@code players}, {@code perft}, {@code replay}, {@code match},
 *       {@code bench}, {@code help}) and the whiteboard through which other bundles add more.</li>
 * </ul>
 *
 * <p>Everything here except the two catalogues' service wiring is plain Java and works without
 * OSGi, which is how the tests use it.
 *
 * <p>2.0 moved the nested {@code Match.Builder} to the top-level {@link org.beadbox.core.MatchBuilder}
 * ({@link org.beadbox.core.Match#builder} returns it, so a caller that only chains is unchanged;
 * one that names the type imports the new one). 2.1 added {@link org.beadbox.core.HumanPlayer#awaitTurn}.
 */
@Export
@Version("2.1.0")
package org.beadbox.core;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
