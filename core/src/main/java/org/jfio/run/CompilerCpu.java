package org.jfio.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The CPU time the JVM's JIT compiler threads have used so far, from Linux's per-thread
 * {@code /proc/self/task/<tid>/schedstat} (its first field: ns on a CPU). A compilation shows
 * here while it runs, where {@link java.lang.management.CompilationMXBean#getTotalCompilationTime()}
 * moves only when one ends: a C2 compilation of the I/O loop takes 100-400 ms on a 2-CPU VM, and
 * the warm-up must not take that for a quiet JIT. The compiler threads are HotSpot's ({@code C1
 * CompilerThread0}, {@code C2 CompilerThread0}, ..., names cut to 15 characters by the kernel);
 * they come and go with the JIT's load, so their list is read again every {@link #RESCAN_NS}.
 *
 * <p>Not thread-safe: one per warm-up, used by the thread that watches it. Allocates on each
 * call (it runs before the clock, never on an I/O path).
 */
final class CompilerCpu {
    private static final Path TASKS = Path.of("/proc/self/task");
    /** How often the compiler threads are looked up again. */
    private static final long RESCAN_NS = 50_000_000L;
    private final List<Path> schedstats = new ArrayList<>();
    private long scannedNs = Long.MIN_VALUE;

    /**
     * @param nowNs the caller's clock, for the rescan interval
     * @return the compiler threads' CPU time in ns (summed over the threads alive now, so it can
     *         fall when one ends), or -1 when it cannot be read (not Linux, no schedstat)
     */
    long cpuNs(long nowNs) {
        if (nowNs - scannedNs >= RESCAN_NS || schedstats.isEmpty()) {
            if (!scan()) {
                return -1;
            }
            scannedNs = nowNs;
        }
        long sum = 0;
        for (Path p : schedstats) {
            try {
                String s = Files.readString(p, StandardCharsets.US_ASCII);
                int end = s.indexOf(' ');
                sum += Long.parseLong(end < 0 ? s.strip() : s.substring(0, end));
            } catch (IOException | NumberFormatException e) {
                scannedNs = Long.MIN_VALUE; // a thread that ended: look again next time
            }
        }
        return sum;
    }

    private boolean scan() {
        schedstats.clear();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
            for (Path t : tasks) {
                String comm;
                try {
                    comm = Files.readString(t.resolve("comm"), StandardCharsets.US_ASCII);
                } catch (IOException e) {
                    continue; // ended meanwhile
                }
                if (comm.startsWith("C1 CompilerThre") || comm.startsWith("C2 CompilerThre")) {
                    Path p = t.resolve("schedstat");
                    if (Files.isReadable(p)) {
                        schedstats.add(p);
                    }
                }
            }
        } catch (IOException | SecurityException e) {
            return false;
        }
        return !schedstats.isEmpty();
    }
}
