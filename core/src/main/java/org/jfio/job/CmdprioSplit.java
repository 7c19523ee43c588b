package org.jfio.job;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.FioUnits;

/**
 * fio 3.33's {@code cmdprio_bssplit} (engines/cmdprio.c, options.c {@code split_parse_prio_ddir}):
 * per block size, the percentage of I/Os that get a priority of their own. Entries are
 * {@code bs/perc} (the priority of {@code cmdprio_class}/{@code cmdprio}) or
 * {@code bs/perc/class/level} (a priority of their own), separated by {@code :}; a
 * {@code read,write} pair of lists gives each direction its own (one list serves both; trim's is
 * ignored, as fio ignores it). As fio: a percentage above 100 counts as 100, a class above 3 as 3,
 * a level above 7 as 7; entries with 0 % ({@code 4k/} or {@code 4k}) are dropped; newer fio's fifth
 * field, a priority hint, is accepted when 0 (no hint) and refused otherwise; the entries of
 * one block size may not add up to more than 100 %; at most {@value #MAX_ENTRIES} entries a list.
 * fio checks this when the engine starts, jfio while parsing. Immutable.
 *
 * @param read  the read entries, sorted by block size (stable)
 * @param write the write entries, sorted likewise
 */
public record CmdprioSplit(List<Entry> read, List<Entry> write) {
    /** fio's {@code BSSPLIT_MAX}. */
    static final int MAX_ENTRIES = 64;
    /** No split. */
    public static final CmdprioSplit NONE = new CmdprioSplit(List.of(), List.of());

    /**
     * One entry.
     *
     * @param bs     the block size in bytes it applies to
     * @param perc   percent of that block size's I/Os, 1..100
     * @param ioprio the kernel ioprio value (class in bits 13-15, level below), or -1 for the
     *               direction's {@code cmdprio_class}/{@code cmdprio}
     */
    public record Entry(long bs, int perc, int ioprio) {
    }

    /** Copies the lists. */
    public CmdprioSplit {
        read = List.copyOf(read);
        write = List.copyOf(write);
    }

    /** @return true when neither direction has an entry */
    public boolean isEmpty() {
        return read.isEmpty() && write.isEmpty();
    }

    /** @return the entries of direction {@code d} (0 read, 1 write) */
    public List<Entry> entries(int d) {
        return d == 0 ? read : write;
    }

    /**
     * @param text   the option's value as written
     * @param kbBase fio's {@code kb_base} for the block sizes
     * @throws JfioException {@code cmdprio_bssplit=4k/10/1: invalid entry '4k/10/1' (bs/perc or bs/perc/class/level)}
     */
    public static CmdprioSplit parse(String option, String text, int kbBase) {
        String v = text == null ? "" : text.strip();
        if (v.isEmpty()) {
            return NONE;
        }
        String[] lists = v.split(",", -1);
        String readList = lists[0];
        String writeList = lists.length > 1 ? lists[1] : lists[0];
        return new CmdprioSplit(direction(option, text, readList, kbBase), direction(option, text, writeList, kbBase));
    }

    private static List<Entry> direction(String option, String text, String list, int kbBase) {
        List<Entry> out = new ArrayList<>();
        int count = 0;
        for (String e : list.split(":", -1)) {
            if (e.isEmpty()) {
                break; // fio's strsep loop stops at the first empty entry
            }
            if (++count > MAX_ENTRIES) {
                throw FioUnits.bad(option, text, "too many entries (at most " + MAX_ENTRIES + ")");
            }
            Entry entry = entry(option, text, e.strip(), kbBase);
            if (entry.perc() > 0) {
                out.add(entry);
            }
        }
        out.sort(Comparator.comparingLong(Entry::bs));
        long bs = -1;
        int total = 0;
        for (Entry e : out) {
            total = e.bs() == bs ? total + e.perc() : e.perc();
            bs = e.bs();
            if (total > 100) {
                throw FioUnits.bad(option, text, "the percentages of bs " + bs + " add up to more than 100");
            }
        }
        return out;
    }

    private static Entry entry(String option, String text, String e, int kbBase) {
        String[] parts = e.split("/", -1);
        if (parts.length == 5 && number(option, text, e, parts[4]) != 0) {
            throw FioUnits.bad(option, text, "entry '" + e + "' has a priority hint (bs/perc/class/level/hint, newer fio's);"
                    + " jfio follows fio 3.33, which has none");
        }
        if (parts.length == 3 || parts.length > 5 || parts[0].isBlank()) {
            throw FioUnits.bad(option, text, "invalid entry '" + e + "' (bs/perc or bs/perc/class/level)");
        }
        long bs = FioUnits.parseSizePart(option, text, parts[0].strip(), kbBase);
        int perc = parts.length > 1 && !parts[1].isBlank() ? (int) Math.min(100, number(option, text, e, parts[1])) : 0;
        int ioprio = -1;
        if (parts.length == 4) {
            long cls = Math.min(3, number(option, text, e, parts[2]));
            long level = Math.min(7, number(option, text, e, parts[3]));
            ioprio = CpuPlacement.ioprioValue((int) cls, (int) level);
        }
        return new Entry(bs, perc, ioprio);
    }

    private static long number(String option, String text, String entry, String part) {
        String p = part.strip();
        if (!p.matches("[0-9]{1,9}")) {
            throw FioUnits.bad(option, text, "invalid entry '" + entry + "' (bs/perc or bs/perc/class/level)");
        }
        return Long.parseLong(p);
    }
}
