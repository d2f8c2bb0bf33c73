package org.beadbox.ui.swing;

import java.nio.file.Path;
import java.util.List;

/** A framework's worth of bundles to show in the plugins window without a framework. */
final class FakePlugins extends Plugins.None {

    @Override
    public List<Info> bundles() {
        return List.of(
                new Info(0, "org.apache.felix.framework", "Apache Felix Framework", "7.0.5", "The Apache Software Foundation", "active", "framework"),
                new Info(1, "org.beadbox.api", "Beadbox API", "0.1.0", "Beadbox", "active", "platform"),
                new Info(2, "org.beadbox.core", "Beadbox core", "0.1.0", "Beadbox", "active", "platform"),
                new Info(3, "org.beadbox.game.challenge", "Glass Bead Challenge", "0.1.0", "Beadbox", "active", "game"),
                new Info(4, "org.beadbox.game.mancala", "Glass Bead Game", "0.1.0", "Beadbox", "active", "game"),
                new Info(5, "org.beadbox.game.beadmaster", "BeadMaster", "0.1.0.202611251330", "Beadbox", "active", "game"),
                new Info(6, "org.beadbox.ai.random", "Random player", "0.1.0", "Beadbox", "active", "AI"),
                new Info(7, "org.beadbox.ai.mcts", "Monte Carlo search", "0.1.0", "Beadbox", "resolved", "AI"),
                new Info(8, "org.beadbox.ui.swing", "Beadbox Swing front-end", "0.1.0", "Beadbox", "active", "front-end"),
                new Info(9, "com.formdev.flatlaf", "FlatLaf", "3.8.0", "FormDev Software GmbH", "active", "library"));
    }

    @Override
    public Info inspect(Path jar) {
        throw new IllegalArgumentException(jar.getFileName() + " is not a Beadbox plugin");
    }

    @Override
    public Info install(Path jar) {
        throw new IllegalArgumentException(jar.getFileName() + " was not installed");
    }

    /** The bundle whose symbolic name is the package of {@code type}, as the games' are. */
    @Override
    public long bundleOf(Class<?> type) {
        return bundles().stream().filter(b -> b.symbolicName().equals(type.getPackageName())).mapToLong(Info::id)
                .findFirst().orElse(-1);
    }
}
