package org.jfio.cli;

import java.util.Locale;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.FioUnits;

import picocli.CommandLine.Option;

/**
 * fio's status flags, as a picocli mixin of {@link CliOptions}: {@code --eta},
 * {@code --eta-newline}, {@code --eta-interval} and {@code --status-interval}. Times are fio
 * times ({@code 500ms}, {@code 2s}, {@code 1m}; a bare number is seconds). {@link #settings()}
 * checks them as fio does.
 */
final class StatusOptions {
    /** fio's shortest status line interval ({@code DISK_UTIL_MSEC}). */
    static final long MIN_ETA_INTERVAL_MS = 250;
    /** fio's default status line interval. */
    static final long DEFAULT_ETA_INTERVAL_MS = 1000;

    /** When the status line is shown. */
    enum EtaMode {
        /** Only when stderr is a terminal (the default). */
        AUTO,
        /** Always, even into a pipe or file. */
        ALWAYS,
        /** Never. */
        NEVER
    }

    /**
     * The checked flags.
     *
     * @param eta              when to show the status line
     * @param etaNewlineMs     start a new status line after this many ms; 0 never
     * @param etaIntervalMs    status line refresh period
     * @param statusIntervalMs full report period; 0 never
     */
    record Settings(EtaMode eta, long etaNewlineMs, long etaIntervalMs, long statusIntervalMs) {
        /** The defaults: status line on a terminal, refreshed every second, no periodic reports. */
        static final Settings DEFAULT = new Settings(EtaMode.AUTO, 0, DEFAULT_ETA_INTERVAL_MS, 0);
    }

    @Option(names = "--eta", paramLabel = "WHEN",
            description = "Status line on stderr: auto (when stderr is a terminal; default), always or never.")
    String eta;

    @Option(names = "--eta-newline", paramLabel = "TIME",
            description = "Start a new status line every TIME instead of rewriting it (bare number: seconds).")
    String etaNewline;

    @Option(names = "--eta-interval", paramLabel = "TIME",
            description = "Refresh the status line every TIME (default 1s, at least 250ms).")
    String etaInterval;

    @Option(names = "--status-interval", paramLabel = "TIME",
            description = "Print the full report every TIME, cumulative since the start (also on SIGUSR1).")
    String statusInterval;

    /**
     * @return the flags, checked
     * @throws JfioException for an unknown {@code --eta} value, a malformed time, or a time
     *                       below fio's minimum
     */
    Settings settings() {
        EtaMode mode = EtaMode.AUTO;
        if (eta != null) {
            try {
                mode = EtaMode.valueOf(eta.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new JfioException("--eta=" + eta + ": expected auto, always or never");
            }
        }
        long newline = etaNewline == null ? 0 : ms("--eta-newline", etaNewline, 1, "eta new line time too short");
        long interval = etaInterval == null ? DEFAULT_ETA_INTERVAL_MS
                : ms("--eta-interval", etaInterval, MIN_ETA_INTERVAL_MS,
                        "eta interval time too short (" + MIN_ETA_INTERVAL_MS + "msec min)");
        long status = statusInterval == null ? 0 : ms("--status-interval", statusInterval, 1, "status interval too small");
        return new Settings(mode, newline, interval, status);
    }

    private static long ms(String flag, String text, long minMs, String tooShort) {
        long ms = FioUnits.parseTimeNs(flag, text, 1_000_000_000L) / 1_000_000L;
        if (ms < minMs) {
            throw new JfioException(flag + "=" + text + ": " + tooShort);
        }
        return ms;
    }
}
