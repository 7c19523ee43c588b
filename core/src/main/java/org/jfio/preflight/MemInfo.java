package org.jfio.preflight;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The machine's memory from {@code /proc/meminfo}: what the page cache can grow into.
 *
 * @param totalBytes     {@code MemTotal}, -1 when unknown
 * @param availableBytes {@code MemAvailable} (Linux 3.14+): memory a new workload can get
 *                       without swapping, page cache included; -1 when unknown
 */
public record MemInfo(long totalBytes, long availableBytes) {
    private static final Path MEMINFO = Path.of("/proc/meminfo");

    /** @return the figures now; unknown ones are -1 */
    public static MemInfo read() {
        try {
            return parse(Files.readString(MEMINFO));
        } catch (IOException e) {
            return new MemInfo(-1, -1);
        }
    }

    /**
     * @param text {@code /proc/meminfo} content: lines {@code Key:   value kB}
     * @return {@code MemTotal} and {@code MemAvailable} in bytes (-1 when missing)
     */
    public static MemInfo parse(String text) {
        long total = -1;
        long available = -1;
        for (String line : text.split("\n")) {
            if (line.startsWith("MemTotal:")) {
                total = kibibytes(line);
            } else if (line.startsWith("MemAvailable:")) {
                available = kibibytes(line);
            }
        }
        return new MemInfo(total, available);
    }

    private static long kibibytes(String line) {
        String[] f = line.substring(line.indexOf(':') + 1).strip().split("\\s+");
        long v = SysfsValues.number(f[0]).orElse(-1);
        if (v < 0) {
            return -1;
        }
        return f.length > 1 && f[1].equalsIgnoreCase("kB") ? v * 1024 : v;
    }
}
