package org.jfio.job;

import org.jfio.spi.option.FioUnits;

import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.DataDirection;

/**
 * Parses fio's {@code bssplit}: {@code size/percent} entries separated by {@code :}, e.g.
 * {@code 4k/10:64k/50:32k/40}; an entry without a percentage ({@code 4k} or {@code 4k/}) gets an
 * even share of what the others leave (integer division, as fio); the total must not exceed 100.
 * Separate lists for read, write and trim are separated by {@code ,}; a missing list copies the
 * last one, an empty one keeps that direction's {@code bs}. At most {@value #MAX_ENTRIES} entries
 * per direction. Stateless.
 */
final class BssplitParser {
    /** fio's {@code BSSPLIT_MAX}. */
    static final int MAX_ENTRIES = 64;

    private BssplitParser() {
    }

    /**
     * @return per data direction the entries, or null for a direction left empty
     * @throws org.jfio.spi.JfioException {@code option=text: reason}
     */
    static List<List<BlockSizeSplit>> parse(String option, String text, int kbBase) {
        if (text == null || text.isBlank()) {
            throw FioUnits.bad(option, text, "missing value");
        }
        String[] lists = text.split(",", -1);
        if (lists.length > DataDirection.DATA_COUNT) {
            throw FioUnits.bad(option, text, "too many lists (at most read,write,trim)");
        }
        List<List<BlockSizeSplit>> out = new ArrayList<>();
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            String list = (d < lists.length ? lists[d] : lists[lists.length - 1]).trim();
            out.add(list.isEmpty() ? null : direction(option, text, list, kbBase));
        }
        return out;
    }

    private static List<BlockSizeSplit> direction(String option, String text, String list, int kbBase) {
        String[] entries = list.split(":", -1);
        if (entries.length > MAX_ENTRIES) {
            throw FioUnits.bad(option, text, "too many entries (at most " + MAX_ENTRIES + ")");
        }
        long[] sizes = new long[entries.length];
        int[] percents = new int[entries.length];
        int total = 0;
        int missing = 0;
        for (int i = 0; i < entries.length; i++) {
            String e = entries[i].trim();
            int slash = e.indexOf('/');
            String size = slash < 0 ? e : e.substring(0, slash);
            String pct = slash < 0 ? "" : e.substring(slash + 1).trim();
            sizes[i] = FioUnits.parseSizePart(option, text, size, kbBase);
            if (sizes[i] <= 0 || sizes[i] > Integer.MAX_VALUE) {
                throw FioUnits.bad(option, text, "block size " + size.trim() + " is out of range (1 byte .. 2 GiB)");
            }
            if (pct.isEmpty()) {
                percents[i] = -1;
                missing++;
            } else {
                if (!pct.matches("[0-9]{1,3}")) {
                    throw FioUnits.bad(option, text, "invalid percentage '" + pct + "'");
                }
                percents[i] = Integer.parseInt(pct);
                total += percents[i];
            }
        }
        if (total > 100) {
            throw FioUnits.bad(option, text, "percentages add up to " + total + ", more than 100");
        }
        List<BlockSizeSplit> out = new ArrayList<>(entries.length);
        for (int i = 0; i < entries.length; i++) {
            int p = percents[i] >= 0 ? percents[i] : (100 - total) / missing;
            out.add(new BlockSizeSplit(sizes[i], p));
        }
        return List.copyOf(out);
    }
}
