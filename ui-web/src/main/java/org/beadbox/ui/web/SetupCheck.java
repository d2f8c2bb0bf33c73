package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import org.beadbox.api.Game;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Setup;
import org.beadbox.core.SetupRanges;

/**
 * What the game makes of the values in the new-game form, asked of the game itself as the
 * person edits them: a spec carries one range for every variant (the Challenge's size is 3 to 11
 * because the hex board takes 3 to 7 and the square one 8 to 11), so only {@link Game#resolve}
 * knows what a variant accepts. The answer holds the game's refusal, if any, the defaults the
 * game gives the options not set (the hex board's size), and each whole-number option's range
 * with the other values as they are, found by trying each value ({@link SetupRanges}, as Swing's new-game dialog does).
 */
final class SetupCheck {

    private SetupCheck() {
    }

    /**
     * The {@code checked} message for {@code touched}, the values the person set.
     *
     * @param players the seat count chosen
     */
    static JsonObject check(Game game, int players, Map<String, String> touched) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "checked");
        o.addProperty("game", game.info().id());
        Map<String, String> shown = new LinkedHashMap<>();
        for (OptionSpec s : game.options()) {
            shown.put(s.key(), s.defaultValue());
        }
        shown.putAll(touched);
        try {
            Setup resolved = game.resolve(new Setup(players, touched, 0));
            resolved.options().forEach((k, v) -> {
                if (!touched.containsKey(k) && shown.containsKey(k)) {
                    shown.put(k, v); // a variant's own default
                }
            });
        } catch (IllegalArgumentException e) {
            o.addProperty("problem", e.getMessage());
        }
        JsonObject values = new JsonObject();
        shown.forEach(values::addProperty);
        o.add("options", values);
        o.add("ranges", ranges(game, players, shown));
        return o;
    }

    private static JsonObject ranges(Game game, int players, Map<String, String> shown) {
        JsonObject ranges = new JsonObject();
        SetupRanges.accepted(game, players, game.options(), shown).forEach((key, r) -> {
            JsonArray a = new JsonArray();
            a.add(r.min());
            a.add(r.max());
            ranges.add(key, a);
        });
        return ranges;
    }
}
