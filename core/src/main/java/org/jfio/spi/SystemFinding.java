package org.jfio.spi;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * What an engine reads of this machine for the full preflight report ({@code jfio check}), beside
 * its {@link Availability}: a kernel switch or version it depends on, as information or as a
 * warning with its fix. The preflight reports it as a finding of the engine's own check, e.g.
 * {@code WARN  io-uring       kernel: io_uring is switched off (kernel.io_uring_disabled=2)}.
 *
 * @param warning true for a warning (the engine may be unusable or mislead), false for information
 * @param check   the check's label in reports and JSON: lower-case words joined by hyphens, short
 *                (up to 14 characters keeps {@code jfio check}'s columns), e.g. {@code io-uring}
 * @param subject what it is about, e.g. {@code kernel}
 * @param message what was found, one line
 * @param fix     what to do about it, one line; empty for information
 */
public record SystemFinding(boolean warning, String check, String subject, String message, String fix) {
    private static final Pattern LABEL = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    /**
     * Checks the fields.
     *
     * @throws IllegalArgumentException when {@code check} is not lower-case words joined by hyphens
     */
    public SystemFinding {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
        if (!LABEL.matcher(check).matches()) {
            throw new IllegalArgumentException("check=" + check + ": not lower-case words joined by hyphens");
        }
    }

    /** @return information: something the engine needs is there */
    public static SystemFinding ok(String check, String subject, String message) {
        return new SystemFinding(false, check, subject, message, "");
    }

    /** @return a warning with its fix */
    public static SystemFinding warning(String check, String subject, String message, String fix) {
        return new SystemFinding(true, check, subject, message, fix);
    }
}
