package org.jfio.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** jfio's version, from {@code version.properties} filled in by the Maven build. */
final class VersionInfo {
    private static final String RESOURCE = "version.properties";

    private VersionInfo() {
    }

    /** @return {@code jfio-<version>}, or {@code jfio-dev} when the resource is missing or unfiltered */
    static String string() {
        Properties p = new Properties();
        try (InputStream in = VersionInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "jfio-dev";
        }
        String v = p.getProperty("version", "");
        return "jfio-" + (v.isBlank() || v.startsWith("${") ? "dev" : v.trim());
    }
}
