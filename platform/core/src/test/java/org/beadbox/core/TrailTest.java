package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A trail (the history's shared list)")
class TrailTest {

    @Test
    @DisplayName("keeps every earlier snapshot intact when a shorter one branches off")
    void branches() {
        List<String> a = Trail.of(List.of("a"));
        List<String> ab = Trail.append(a, "b");
        List<String> abc = Trail.append(ab, "c");
        List<String> abx = Trail.append(ab, "x");
        List<String> aby = Trail.append(Trail.prefix(abc, 2), "y");
        assertEquals(List.of("a"), a);
        assertEquals(List.of("a", "b"), ab);
        assertEquals(List.of("a", "b", "c"), abc);
        assertEquals(List.of("a", "b", "x"), abx);
        assertEquals(List.of("a", "b", "y"), aby);
        assertEquals(List.of("a", "b", "c", "d"), Trail.append(abc, "d"));
    }

    @Test
    @DisplayName("grows past its first array and refuses changes")
    void grows() {
        List<Integer> l = Trail.of(List.of());
        for (int i = 0; i < 1000; i++) {
            l = Trail.append(l, i);
        }
        assertEquals(1000, l.size());
        assertEquals(999, l.get(999));
        List<Integer> fixed = l;
        assertThrows(UnsupportedOperationException.class, () -> fixed.add(1));
        assertThrows(IndexOutOfBoundsException.class, () -> fixed.get(1000));
    }
}
