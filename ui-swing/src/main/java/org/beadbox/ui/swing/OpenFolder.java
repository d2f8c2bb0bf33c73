package org.beadbox.ui.swing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where Open… starts: the folder last opened from while it exists, else the records folder, made
 * if it is not there yet. A JFileChooser given a folder that does not exist starts in the home
 * folder, as Open… did on a fresh install before the first game was filed (issue 46).
 */
final class OpenFolder {

    private OpenFolder() {
    }

    /** The folder to start in, given the one remembered (or null) and the records folder. */
    static Path of(String remembered, Path records) {
        try {
            if (remembered != null && Files.isDirectory(Path.of(remembered))) {
                return Path.of(remembered);
            }
        } catch (java.nio.file.InvalidPathException e) {
            // a settings file edited by hand: the records folder then
        }
        try {
            Files.createDirectories(records);
        } catch (IOException e) {
            return Path.of(System.getProperty("user.home")); // what the chooser falls back to: a record opens from anywhere
        }
        return records;
    }
}
