package org.beadbox.ui.swing;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import javax.swing.UIManager;

/**
 * The look: FlatLaf light or dark, switched for every open window at once. The look and feel is
 * global to the JVM; this front-end is the only bundle that sets it.
 */
final class Theme {

    private Theme() {
    }

    /** Installs the light or dark FlatLaf theme and updates every open window. Event thread only. */
    static void apply(boolean dark) {
        // Inside OSGi, Swing must load FlatLaf's UI delegates through FlatLaf's own class loader.
        UIManager.put("ClassLoader", FlatLaf.class.getClassLoader());
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        UIManager.put("ClassLoader", FlatLaf.class.getClassLoader());
        UIManager.put("Component.arc", 10);
        UIManager.put("Button.arc", 10);
        UIManager.put("ScrollBar.width", 12);
        UIManager.put("TitlePane.unifiedBackground", true);
        FlatLaf.updateUI();
    }

    /** Whether a dark theme is installed. */
    static boolean isDark() {
        return FlatLaf.isLafDark();
    }
}
