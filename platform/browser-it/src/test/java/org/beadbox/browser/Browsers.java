package org.beadbox.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium from Debian's packages, driven through Debian's chromedriver. Both paths are
 * given explicitly so that Selenium Manager never looks for (or downloads) anything.
 */
final class Browsers {

    /** Each open browser's temporary folder. */
    private static final Map<WebDriver, Path> TEMP = new ConcurrentHashMap<>();

    /** The window every page and screenshot is taken at. */
    static final Dimension WINDOW = new Dimension(1280, 900);

    /** A phone's screen, held upright (the narrowest the site's pages are made for). */
    static final Dimension PHONE = new Dimension(360, 740);

    private Browsers() {
    }

    /** Fails with one line naming what to install when Chromium or its driver is missing. */
    static void requireInstalled() {
        Path chromium = Path.of(System.getProperty("browser.chromium", "/usr/lib/chromium/chromium"));
        Path driver = Path.of(System.getProperty("browser.chromedriver", "/usr/bin/chromedriver"));
        if (!Files.isExecutable(chromium) || !Files.isExecutable(driver)) {
            throw new IllegalStateException("the browser tests need Chromium and its driver (" + chromium + ", " + driver
                    + "): install them with apt-get install chromium chromium-driver");
        }
    }

    /** A new headless browser, 1280×900. */
    static WebDriver open() {
        return open(WINDOW);
    }

    /** A new headless browser whose page is {@code window} (e.g. {@link #PHONE}). */
    static WebDriver open(Dimension window) {
        requireInstalled();
        // Chromium's profile and its temporary files in a folder of this browser's own, deleted by quit().
        Path temp = TempFolder.create("beadbox-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(System.getProperty("browser.chromium", "/usr/lib/chromium/chromium"));
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=" + window.width + "," + window.height, "--hide-scrollbars",
                "--force-device-scale-factor=1", "--lang=en-GB", "--user-data-dir=" + temp.resolve("profile"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of(System.getProperty("browser.chromedriver", "/usr/bin/chromedriver")).toFile())
                .usingAnyFreePort()
                .withEnvironment(Map.of("TMPDIR", temp.toString()))
                .build();
        ChromeDriver driver;
        try {
            driver = new ChromeDriver(service, options);
        } catch (RuntimeException e) {
            TempFolder.delete(temp);
            throw e;
        }
        TEMP.put(driver, temp);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
        // The window's size includes what a headless window pretends to have around the page:
        // grow it so that the page itself (and every screenshot) is exactly the size asked.
        @SuppressWarnings("unchecked")
        java.util.List<Number> inner = (java.util.List<Number>) driver.executeScript("return [window.innerWidth, window.innerHeight]");
        Dimension outer = driver.manage().window().getSize();
        driver.manage().window().setSize(new Dimension(outer.width + window.width - inner.get(0).intValue(),
                outer.height + window.height - inner.get(1).intValue()));
        return driver;
    }

    /**
     * Saves what the browser shows as NAME.png in the screenshot folder (browser.screenshots),
     * with the pointer resting on one of the board's clickable places when there is one (as a
     * player's would be, so the picture shows the hover highlight and preview).
     */
    static Path screenshot(WebDriver driver, String name) {
        java.util.List<org.openqa.selenium.WebElement> steps = driver.findElements(org.openqa.selenium.By.cssSelector("#board .step"));
        if (!steps.isEmpty()) {
            new org.openqa.selenium.interactions.Actions(driver).moveToElement(steps.get(steps.size() / 2)).perform();
        }
        Path dir = Path.of(System.getProperty("browser.screenshots", "target/screenshots"));
        try {
            Files.createDirectories(dir);
            Path file = dir.resolve(name + ".png");
            Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("could not save the screenshot " + name, e);
        }
    }

    /** Ends a browser and deletes its temporary folder, never throwing (used in finally blocks). */
    static void quit(WebDriver driver) {
        if (driver == null) {
            return;
        }
        try {
            driver.quit();
        } catch (RuntimeException e) {
            System.err.println("browser tests: could not quit a browser: " + e.getMessage());
        }
        Path temp = TEMP.remove(driver);
        if (temp != null) {
            try {
                TempFolder.delete(temp);
            } catch (RuntimeException e) {
                System.err.println("browser tests: " + e.getMessage());
            }
        }
    }
}
