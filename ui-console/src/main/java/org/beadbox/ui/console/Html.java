package org.beadbox.ui.console;

import java.util.Map;

/** Turns a game's rules HTML into plain text for a terminal: paragraphs, list items, headings. */
final class Html {

    private static final Map<String, String> ENTITIES = Map.of(
            "&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", "\"", "&#39;", "'", "&nbsp;", " ",
            "&times;", "×", "&ndash;", "–", "&mdash;", "—", "&rarr;", "→");

    private Html() {
    }

    static String toText(String html) {
        String t = html.replaceAll("(?is)<(script|style)[^>]*>.*?</\\1>", "")
                .replaceAll("(?i)<li[^>]*>", "\n  • ")
                .replaceAll("(?i)<h[1-6][^>]*>", "\n\n")
                .replaceAll("(?i)</h[1-6]>", "\n")
                .replaceAll("(?i)<(p|div|tr|table|ul|ol)[^>]*>", "\n\n")
                .replaceAll("(?i)<br\\s*/?>", "\n")
                .replaceAll("(?i)</t[dh]>", "  ")
                .replaceAll("<[^>]+>", "");
        for (Map.Entry<String, String> e : ENTITIES.entrySet()) {
            t = t.replace(e.getKey(), e.getValue());
        }
        return t.replaceAll("[ \\t]+\\n", "\n").replaceAll("\\n{3,}", "\n\n").replaceAll("[ \\t]{2,}", " ").strip();
    }
}
