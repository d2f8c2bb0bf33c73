package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A page that answers a position at once can be a step ahead of the match, whose thread asks the
 * seat just after the position is out (CI under load refused such a move with "the table is not
 * waiting for a move yet"). The table gives the match a moment instead: a move sent as the table opens is taken.
 */
class MoveAsTheTableOpensTest extends AtTables {

    @Test
    void aMoveSentTheMomentTheTableOpensIsTaken() throws Exception {
        for (int i = 0; i < 30; i++) {
            WebTable t = invited("Ann", "Bob");
            Fixture.Client ann = Fixture.connect(t, false, 0);
            ann.ask("{\"type\":\"move\",\"notation\":\"1\"}");
            int n = i;
            Fixture.await("the move played at table " + n + "; Ann was sent " + ann.sent, () -> t.match().moves().size() == 1);
            List<JsonObject> errors = new ArrayList<>();
            ann.sent.forEach(m -> {
                if ("error".equals(m.get("type").getAsString())) {
                    errors.add(m);
                }
            });
            assertEquals(List.of(), errors, "table " + i);
            t.close("done");
        }
    }
}
