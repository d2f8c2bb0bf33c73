/**
 * The contracts of Beadbox: what a game, a position, a move, a picture and a player are.
 *
 * <p>This is the only package any Beadbox bundle exports. Game bundles implement {@link
 * org.beadbox.api.Game} and register it as an OSGi service; AI bundles register {@link
 * org.beadbox.api.PlayerFactory} services; front-ends consume both through the service
 * registry. The package holds no implementation beyond small value types, default methods
 * written purely in terms of the interfaces, and the few helpers every plugin would otherwise
 * copy: {@link org.beadbox.api.OptionSpec#resolve} for options, {@link
 * org.beadbox.api.Evaluators} for an AI's evaluation services (since 1.1), {@link
 * org.beadbox.api.Quote} for messages that quote input (since 1.3), and {@link
 * org.beadbox.api.AbstractPlayerFactory}, the usual body of a player factory (since 1.4). A player answers a draw offer with {@link
 * org.beadbox.api.Player#acceptsDraw}, and a game may know exact results ({@link
 * org.beadbox.api.GameState#solved()}) (both since 1.5).
 *
 * <p>Every method that a person's input can break (a notation string, a position string, an
 * option value) throws an unchecked exception whose message is written for that person: it
 * names the problem and, where possible, what to do instead.
 */
@Export
@Version("1.5.0")
package org.beadbox.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
