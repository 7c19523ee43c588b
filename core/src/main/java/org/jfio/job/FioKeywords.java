package org.jfio.job;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.nativeheaders.libc.libc_h;

/**
 * fio's reserved keywords in option values: {@code $pagesize} (bytes), {@code $mb_memory}
 * (physical memory in MiB) and {@code $ncpus} (CPUs online), replaced by their numbers before
 * the value is parsed, so {@code size=8*$mb_memory} works as in fio. jfio adds {@code $rank} and
 * {@code $ranks}: this process's rank in a many-host run and the number of ranks (0 and 1 when
 * it runs on its own), so one job file describes the whole fleet
 * ({@code filename=/data/jfio.$rank}, {@code offset=$rank*10g}). Thread-safe.
 */
final class FioKeywords {
    private FioKeywords() {
    }

    /** @return the text with every keyword replaced by its value (rank 0 of 1) */
    static String replace(String text) {
        return replace(text, 0, 1);
    }

    /**
     * @param rank  this process's rank ({@code $rank})
     * @param ranks the number of ranks ({@code $ranks})
     * @return the text with every keyword replaced by its value
     */
    static String replace(String text, int rank, int ranks) {
        if (text == null || text.indexOf('$') < 0) {
            return text;
        }
        String out = text.replace("$ranks", Integer.toString(ranks)).replace("$rank", Integer.toString(rank));
        if (out.contains("$pagesize")) {
            try (Arena arena = Arena.ofConfined()) {
                long page = libc_h.sysconf(libc_h.allocateCallState(arena), libc_h._SC_PAGESIZE());
                out = out.replace("$pagesize", Long.toString(page > 0 ? page : 4096));
            }
        }
        if (out.contains("$mb_memory")) {
            out = out.replace("$mb_memory", Long.toString(memoryMiB()));
        }
        if (out.contains("$ncpus")) {
            out = out.replace("$ncpus", Integer.toString(Runtime.getRuntime().availableProcessors()));
        }
        return out;
    }

    private static long memoryMiB() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
