package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiConsumer;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionDraft;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.FILES;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.FILENAME_LIST;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * Replay of an I/O log (fio 3.33's {@code read_iolog}, {@code read_iolog_chunked},
 * {@code replay_no_stall}, {@code replay_redirect}, {@code replay_time_scale},
 * {@code replay_align}, {@code replay_scale}, {@code replay_skip}). The log is fio's text iolog,
 * version 2 or 3 ({@link IologReader}); blktrace binaries and the {@code merge_blktrace_*}
 * options are refused. When a job replays a log, the log decides its files, its directions,
 * its size and its largest block sizes ({@link #fromLog}), as in fio. Immutable.
 *
 * @param readIolog  the logs, one per clone in turn ({@code ':'}-separated); empty = no replay
 * @param chunked    read the log while the job runs instead of all of it before ({@code read_iolog_chunked})
 * @param noStall    ignore the log's time stamps and waits: issue as fast as possible, in order
 * @param redirect   the one file every logged I/O goes to, or null
 * @param timeScale  percent of the logged rate ({@code replay_time_scale}, 100 = as logged)
 * @param alignBytes offsets rounded down to this power of two, 0 = as logged
 * @param scale      offsets divided by this ({@code replay_scale}), at least 1
 * @param skipMask   directions not replayed: bit 0 read, 1 write, 2 trim, 3 sync
 * @param configuredRw     the job's {@code rw} as written, before the log set it; null without a log
 * @param configuredBlocks the job's block sizes as written, before the log set them; null without a log.
 *                         fio's header line ({@code rw=read, bs=(R) 4096B-4096B, ...}) shows these two:
 *                         it is printed before the log is read
 */
public record Replay(List<String> readIolog, boolean chunked, boolean noStall, String redirect, int timeScale,
        long alignBytes, long scale, int skipMask, ReadWrite configuredRw, BlockSizes configuredBlocks) {
    /** No replay. */
    public static final Replay NONE = new Replay(List.of(), false, false, null, 100, 0, 1, 0, null, null);
    /** {@link #skipMask} bit of syncs (fsync and fdatasync). */
    public static final int SKIP_SYNC = 1 << 3;

    /** @throws JfioException when a value is out of range */
    public Replay {
        readIolog = readIolog == null ? List.of() : List.copyOf(readIolog);
        redirect = redirect == null || redirect.isEmpty() ? null : redirect;
        Ranges.require("replay_time_scale", timeScale, 1, Integer.MAX_VALUE);
        if (alignBytes < 0 || (alignBytes & (alignBytes - 1)) != 0) {
            throw new JfioException("replay_align=" + alignBytes + " must be a power of 2");
        }
        scale = Math.max(1, scale); // fio: replay_scale=0 leaves offsets as logged
    }

    /** @return true when the job replays a log */
    public boolean active() {
        return !readIolog.isEmpty();
    }

    /** @return the log clone {@code cloneIndex} replays: the list's entries in turn (fio's get_name_by_idx) */
    public Path logOf(int cloneIndex) {
        return Path.of(readIolog.get(cloneIndex % readIolog.size()));
    }

    /** @return the offset a logged offset is replayed at: scaled down, then aligned */
    public long replayOffset(long loggedOffset) {
        long o = loggedOffset / scale;
        return alignBytes == 0 ? o : o & ~(alignBytes - 1);
    }

    /** @return true when requests of this {@link IologReader} direction are skipped */
    public boolean skips(int ddir) {
        int bit = ddir >= IologReader.SYNC && ddir <= IologReader.DATASYNC ? SKIP_SYNC : 1 << ddir;
        return (skipMask & bit) != 0;
    }

    /** @return what left the requests out: {@code replay_skip=read,write}, {@code readonly=1}, or both */
    private static String skipCause(int asked, int mask) {
        List<String> names = new ArrayList<>();
        String[] all = {"read", "write", "trim", "sync"};
        for (int b = 0; b < all.length; b++) {
            if ((asked & (1 << b)) != 0) {
                names.add(all[b]);
            }
        }
        String option = names.isEmpty() ? "" : "replay_skip=" + String.join(",", names);
        if (asked == mask) {
            return option;
        }
        String ro = "read-only mode (--readonly or readonly=1: it skips the log's writes)";
        return option.isEmpty() ? ro : option + " with " + ro;
    }

    static int parseSkip(String value) {
        int mask = 0;
        for (String p : value.split(",")) {
            mask |= switch (p.trim().toLowerCase(Locale.ROOT)) {
                case "read" -> 1;
                case "write" -> 1 << 1;
                case "trim" -> 1 << 2;
                case "sync" -> SKIP_SYNC;
                default -> throw new JfioException("replay_skip: unknown skip type '" + p.trim() + "' (read, write, trim, sync)");
            };
        }
        return mask;
    }

    /**
     * A job that replays a log takes its files, directions, size and largest block sizes from
     * the logs (all of them: its clones replay one each): the files named by {@code add} lines
     * (or the {@code replay_redirect} file), {@code rw=read}, {@code write} or {@code rw} by what
     * the logs do, {@code size} the bytes logged (unless {@code size} is set), and {@code bs} the
     * largest logged read and write. Trims are not replayed (fio 3.33 rejects them: "bad ddir: 2");
     * under {@code readonly} neither are writes, as in fio.
     *
     * @param apply applies an option as written ({@code bs=4096,8192,4096})
     * @throws JfioException when a log cannot be read or is not a text iolog of version 2 or 3
     */
    static void fromLog(OptionDraft d, BiConsumer<String, String> apply) {
        Replay r = d.build(SCHEMA);
        if (!r.active()) {
            return;
        }
        int skipAsked = r.skipMask();
        if (d.get(SafetyOptions.class, "readonly", Boolean.class) && (r.skipMask() & 2) == 0) {
            // fio: a read-only run skips the log's writes ("skips replay of N writes due to read-only")
            d.set(Replay.class, "skipMask", r.skipMask() | 2);
            r = d.build(SCHEMA);
        }
        d.set(Replay.class, "configuredRw", d.get(JobIdentity.class, "rw", ReadWrite.class));
        d.set(Replay.class, "configuredBlocks", d.build(BlockSizes.SCHEMA));
        r = d.build(SCHEMA);
        Set<String> files = new LinkedHashSet<>();
        IologSummary total = new IologSummary();
        for (String log : r.readIolog()) {
            IologSummary s = IologSummary.scan(Path.of(log), r);
            files.addAll(s.files);
            total.add(s);
        }
        if (r.redirect() != null) {
            files.clear();
            files.add(r.redirect());
        }
        if (files.isEmpty()) {
            throw new JfioException("read_iolog=" + String.join(":", r.readIolog()) + ": the log names no file (no 'add' line)");
        }
        if (total.ios[0] + total.ios[1] == 0) {
            throw new JfioException("read_iolog=" + String.join(":", r.readIolog()) + ": " + (total.skippedByOption > 0
                    ? "nothing left to replay: " + skipCause(skipAsked, r.skipMask()) + " leaves out all "
                            + total.skippedByOption + " of its read and write requests"
                    : "the log has no read or write to replay")
                    + (total.skippedTrims > 0 ? " (its " + total.skippedTrims + " trims are not replayed, as in fio 3.33)" : ""));
        }
        d.set(FileSet.class, "filenames", new ArrayList<>(files));
        boolean reads = total.ios[0] > 0;
        boolean writes = total.ios[1] > 0;
        apply.accept("rw", reads && writes ? "rw" : reads ? "read" : "write");
        apply.accept("bs", Math.max(total.maxBytes[0], 1) + "," + Math.max(total.maxBytes[1], 1));
        if (!d.isSet(Region.class, "sizeBytes")) {
            apply.accept("size", Long.toString(Math.max(1, total.bytes)));
        }
    }

    static final OptionRecord<Replay> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Replay.class, List.of(
            JobOption.declare("read_iolog", FILENAME_LIST, FILES, "",
                    "Replay the I/O of this fio iolog (text, version 2 or 3; ':'-separated: one per clone in turn)")
                    .sets(Replay.class, "readIolog").build(),
            JobOption.declare("read_iolog_chunked", BOOL, FILES, "0",
                    "Read the iolog in chunks while the job runs instead of all of it before (for very large logs)")
                    .sets(Replay.class, "chunked").build(),
            JobOption.declare("replay_no_stall", BOOL, FILES, "0",
                    "Ignore the iolog's time stamps and waits: replay as fast as possible, keeping the order")
                    .sets(Replay.class, "noStall").build(),
            JobOption.declare("replay_redirect", STRING, FILES, "", "Replay every logged I/O onto this one file or device")
                    .sets(Replay.class, "redirect").build(),
            JobOption.declare("replay_time_scale", INT, FILES, "100",
                    "Percent of the logged I/O rate to replay at (50 = half as fast, 200 = twice as fast)")
                    .range(1, Integer.MAX_VALUE).sets(Replay.class, "timeScale").build(),
            JobOption.declare("replay_align", INT, FILES, "0", "Round replayed offsets down to this power of 2")
                    .range(0, Long.MAX_VALUE).sets(Replay.class, "alignBytes").build(),
            JobOption.declare("replay_scale", INT, FILES, "1", "Divide replayed offsets by this factor")
                    .range(0, Long.MAX_VALUE).sets(Replay.class, "scale").build(),
            JobOption.declare("replay_skip", STRING, FILES, "",
                    "Directions not replayed, comma-separated: read, write, trim, sync (fio 3.33 honours it for blktrace only)")
                    .applier((d, v, c) -> d.set(Replay.class, "skipMask", ((String) v).isBlank() ? 0 : parseSkip((String) v)))
                    .build(),
            JobOption.declare("merge_blktrace_file", STRING, FILES, "", "Merge blktrace inputs into this file (fio; refused by jfio: no blktrace input)")
                    .refused("jfio replays fio's text iologs only; blktrace input and merging are not supported").build(),
            JobOption.declare("merge_blktrace_scalars", STRING, FILES, "", "Per-trace time scale of a blktrace merge (fio; refused by jfio: no blktrace input)")
                    .refused("jfio replays fio's text iologs only; blktrace input and merging are not supported").build(),
            JobOption.declare("merge_blktrace_iters", STRING, FILES, "", "Per-trace iterations of a blktrace merge (fio; refused by jfio: no blktrace input)")
                    .refused("jfio replays fio's text iologs only; blktrace input and merging are not supported").build()));
}
