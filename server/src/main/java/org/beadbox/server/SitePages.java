package org.beadbox.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The site's pages ({@code site/*.html}) with the parts they share put in, so that the head's
 * common lines, the header and the login form are written once, in {@code site/parts/}: a page
 * says {@code <!--#head-->}, {@code <!--#header current="/players"-->} (that link marked as the
 * page's own, {@code aria-current}) and {@code <!--#login-->} where each goes. The parts are
 * plain markup, no script (the pages' Content-Security-Policy allows none inline). A page is
 * read and put together once; the bundle's files do not change while it runs.
 */
final class SitePages {

    private static final Pattern PART = Pattern.compile("<!--#(head|header|login)(?: current=\"(/[a-z]{1,20})\")?-->");
    private static final Map<String, Optional<byte[]>> PAGES = new ConcurrentHashMap<>();

    private SitePages() {
    }

    /** The page {@code file} ({@code site/NAME.html}) put together, or empty when the bundle has no such file. */
    static Optional<byte[]> page(String file) {
        return PAGES.computeIfAbsent(file, f -> resource(f).map(SitePages::expand).map(s -> s.getBytes(StandardCharsets.UTF_8)));
    }

    /** {@code page} with each part's mark replaced by the part. */
    static String expand(String page) {
        Matcher m = PART.matcher(page);
        StringBuilder out = new StringBuilder(page.length() + 2048);
        while (m.find()) {
            String part = resource("site/parts/" + m.group(1) + ".html")
                    .orElseThrow(() -> new IllegalStateException("the site's part " + m.group(1) + " is missing from the bundle"));
            if (m.group(2) != null) {
                String link = "<a href=\"" + m.group(2) + "\">";
                if (!part.contains(link)) {
                    throw new IllegalStateException("the header has no link to " + m.group(2) + " to mark as the page's own");
                }
                part = part.replace(link, "<a href=\"" + m.group(2) + "\" aria-current=\"page\">");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(part.strip()));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static Optional<String> resource(String file) {
        try (InputStream in = SitePages.class.getClassLoader().getResourceAsStream(file)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file + " from the bundle", e);
        }
    }
}
