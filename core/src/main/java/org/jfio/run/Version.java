package org.jfio.run;

/** jfio's version string as reports print it, e.g. {@code jfio-0.1.0}. */
public final class Version {
    private Version() {
    }

    /** @return {@code jfio-<version>} from the jar manifest, or {@code jfio-dev} when run from classes */
    public static String string() {
        String v = Version.class.getPackage().getImplementationVersion();
        return "jfio-" + (v == null ? "dev" : v);
    }
}
