package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The site's pages put together from one head, one header and one login form (site/parts/). */
@DisplayName("The site's pages: one header, one head and one login form, put into every page")
class SitePagesTest {

    /** Each page and the header link it marks as its own (null: none). */
    private static final List<String[]> PAGES = List.of(
            new String[] {"lobby", "/lobby"}, new String[] {"home", "/home"}, new String[] {"players", "/players"},
            new String[] {"leaderboard", "/players"}, new String[] {"profile", null}, new String[] {"settings", null},
            new String[] {"tournaments", "/tournaments"}, new String[] {"tournament", "/tournaments"});

    @Test
    @DisplayName("every page has the head's lines, the header and the login form once, its own link marked, no mark left, no inline script")
    void everyPage() {
        for (String[] p : PAGES) {
            String html = new String(SitePages.page("site/" + p[0] + ".html").orElseThrow(), StandardCharsets.UTF_8);
            assertFalse(html.contains("<!--#"), p[0] + ": a part's mark is left: " + html);
            for (String once : new String[] {"<meta charset=\"utf-8\">", "<link rel=\"stylesheet\" href=\"/site/site.css\">",
                    "<script src=\"/site/theme.js\"></script>", "<header>", "<nav id=\"nav\">", "<span id=\"who\" class=\"status\">",
                    "<section id=\"login\"", "<form id=\"login-form\">", "<script type=\"module\" src=\"/site/"}) {
                assertEquals(1, count(html, once), p[0] + ": " + once + " once in " + html);
            }
            assertTrue(html.indexOf("<script src=\"/site/theme.js\">") < html.indexOf("</head>"), p[0] + ": the theme set in the head");
            assertTrue(html.indexOf("<section id=\"login\"") > html.indexOf("<main>"), p[0] + ": the login form in <main>");
            Matcher current = Pattern.compile("<a href=\"([^\"]+)\" aria-current=\"page\">").matcher(html);
            assertEquals(p[1], current.find() ? current.group(1) : null, p[0] + ": the header link marked as the page's own");
            assertFalse(current.find(), p[0] + ": one link marked");
            // the pages' policy runs no inline script: every <script> has a src
            assertEquals(count(html, "<script"), count(html, "<script src=") + count(html, "<script type=\"module\" src="), p[0]);
        }
    }

    @Test
    @DisplayName("a page that names a link the header does not have, or a file the bundle does not hold")
    void wrongMarks() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> SitePages.expand("<!--#header current=\"/nowhere\"-->"));
        assertTrue(e.getMessage().contains("/nowhere"), e.getMessage());
        assertTrue(SitePages.page("site/nowhere.html").isEmpty());
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
