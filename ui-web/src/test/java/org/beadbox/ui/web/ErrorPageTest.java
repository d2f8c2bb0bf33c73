package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The error page")
class ErrorPageTest {

    @Test
    @DisplayName("says what went wrong in Beadbox's look, with the way back to the lobby")
    void looks() {
        String page = ErrorPage.page(404, "no such page");
        assertTrue(page.contains("<link rel=\"stylesheet\" href=\"/beadbox.css\">"), page);
        assertTrue(page.contains("<h1>No such page</h1>") && page.contains("href=\"/\""), page);
        assertTrue(ErrorPage.page(503, "").contains("Something went wrong on the host"));
    }

    @Test
    @DisplayName("shows a servlet's message as text, never as markup")
    void escapes() {
        String page = ErrorPage.page(400, "<script>alert('x')</script> & \"more\"");
        assertFalse(page.contains("<script>"), page);
        assertTrue(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;more&quot;"), page);
    }
}
