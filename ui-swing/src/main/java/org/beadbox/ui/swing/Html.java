package org.beadbox.ui.swing;

/** Escapes text for the small bits of HTML that Swing labels show. */
final class Html {

    private Html() {
    }

    /** {@code text} with {@code & < > "} escaped. */
    static String escape(String text) {
        StringBuilder b = new StringBuilder(text.length() + 8);
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
