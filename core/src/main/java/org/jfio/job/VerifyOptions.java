package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.BUFFERS;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.SIZE;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * Data verification, as fio 3.33's verify family: every written block carries fio's header
 * (magic 0xacca, type, length, seed, offset, time, thread, numberio, the header's crc32c) and a
 * checksum of the rest, or a pattern, and is read back and checked: after the write phase
 * ({@code do_verify}), every {@code verify_backlog} writes, or without writing
 * ({@code verify_only}). Plus jfio's {@code verify_journal}: a crash-proof record of every
 * block's generation, to catch a lost write in a later run. Immutable.
 *
 * @param mode              {@code verify}
 * @param doVerify          {@code do_verify}: read back after the write phase
 * @param verifyOnly        {@code verify_only}: read and check what an earlier run wrote, write nothing
 * @param offsetBytes       {@code verify_offset}: the header is swapped to this place in each interval
 * @param intervalBytes     {@code verify_interval}: a header every this many bytes (0: one per block)
 * @param pattern           {@code verify_pattern}, or null
 * @param fatal             {@code verify_fatal}: stop checking a block at its first bad interval
 * @param dump              {@code verify_dump}: write the received and expected bytes of a bad block to files
 * @param backlog           {@code verify_backlog}: verify after this many blocks are written (0: at the end)
 * @param backlogBatch      {@code verify_backlog_batch}: blocks verified each time (0: {@code backlog})
 * @param async             {@code verify_async}: fio's offload threads; jfio verifies on the job's thread
 * @param checkSeed         {@code verify_header_seed}: the header's seed must be the one written
 * @param checkSequence     {@code verify_write_sequence}: the header's numberio must be the one written
 * @param journal           jfio's {@code verify_journal}: the journal file, or null
 * @param stateSave         {@code verify_state_save}: a write job writes fio's verify state file when it ends
 *                          ({@code local-<name>-<index>-verify.state} in the working directory)
 * @param stateLoad         {@code verify_state_load}: the read-back checks only what the state file says was written
 * @param experimental      {@code experimental_verify}: the read-back replays the job's request generator
 *                          instead of keeping a table of the blocks written
 * @param stateDir          jfio's {@code verify_state_dir}: the directory of the state files (fio's
 *                          {@code --aux-path}); empty for the working directory
 */
public record VerifyOptions(VerifyMode mode, boolean doVerify, boolean verifyOnly, int offsetBytes, int intervalBytes,
        VerifyPattern pattern, boolean fatal, boolean dump, long backlog, int backlogBatch, int async,
        boolean checkSeed, boolean checkSequence, String journal, boolean stateSave, boolean stateLoad,
        boolean experimental, String stateDir) {

    /** An unset journal or state directory is the empty string. */
    public VerifyOptions {
        journal = journal == null ? "" : journal;
        stateDir = stateDir == null ? "" : stateDir;
    }

    static final OptionRecord<VerifyOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), VerifyOptions.class, options());

    /**
     * The rules between verification and the rest of the job that fio 3.33 enforces or that
     * jfio needs, checked when the job is built.
     *
     * @throws JfioException one line: what is wrong and what to change
     */
    void checkWith(ReadWrite rw, BlockSizes blocks) {
        if (verifyOnly && !active()) {
            throw new JfioException("verify_only=1 needs verify= (a checksum or pattern to check); with verify="
                    + mode.fioName() + " nothing would be checked, and verify_only never writes");
        }
        if (!active() && (stateLoad || experimental)) {
            throw new JfioException((stateLoad ? "verify_state_load=1" : "experimental_verify=1") + " needs verify= (a checksum or"
                    + " pattern to check); with verify=" + mode.fioName() + " nothing is read back");
        }
        if (!active()) {
            return;
        }
        if (experimental && backlog > 0) {
            throw new JfioException("experimental_verify=1 replays the writes at the end of each pass; verify_backlog="
                    + backlog + " needs the table of written blocks it replaces (drop one of them)");
        }
        if (rw.hasTrims()) {
            throw new JfioException("verify=" + mode.fioName() + ": jfio does not verify trim workloads (rw=" + rw.fioName() + ")");
        }
        if ((mode == VerifyMode.PATTERN || mode == VerifyMode.PATTERN_HDR) && pattern == null) {
            throw new JfioException("verify=" + mode.fioName() + " needs verify_pattern= (the bytes to write and check)");
        }
        if (blocks.bsUnaligned()) {
            throw new JfioException("verify=" + mode.fioName() + " cannot be used with bs_unaligned (blocks must fall on the write size)");
        }
        int d = rw.hasWrites() ? 1 : 0;
        long minBs = blocks.minBytes().get(d);
        long interval = intervalBytes > 0 && intervalBytes < minBs ? intervalBytes : minBs;
        if (mode.headerBytes() > 0 && interval <= mode.headerBytes()) {
            throw new JfioException("verify=" + mode.fioName() + ": blocks of " + interval + " bytes cannot hold the "
                    + mode.headerBytes() + "-byte header and checksum (use a larger bs or verify_interval)");
        }
        if (offsetBytes > 0 && offsetBytes + mode.headerBytes() > interval) {
            throw new JfioException("verify_offset=" + offsetBytes + ": the header (" + mode.headerBytes()
                    + " bytes) would end past the " + interval + "-byte verify interval");
        }
    }

    /**
     * {@code experimental_verify=1} reads back by generating the pass's requests again from the
     * clone's seed, so each write must be the last one to its blocks and the requests must not
     * depend on time.
     *
     * @throws JfioException one line naming what the replay cannot reproduce
     */
    void checkReplay(ReadWrite rw, Randomness random, Region region, Timing timing, Replay replay, IoType io, Rate rate) {
        if (!experimental || !active()) {
            return;
        }
        String why = null;
        if (rw.isRandom() && rw.hasWrites() && random.norandommap()) {
            why = "norandommap lets a block be written twice in a pass, and the replay would check the older write";
        } else if (region.ioSizeBytes() > region.sizeBytes() && region.sizeBytes() > 0) {
            why = "io_size beyond size writes blocks twice in a pass, and the replay would check the older write";
        } else if (timing.rampTimeNs() > 0) {
            why = "the passes run during ramp_time are not replayed";
        } else if (replay.active()) {
            why = "read_iolog's requests come from the log, not from the generator replayed";
        } else if (io.sharedSequence()) {
            why = "request_rules=sysbench shares its requests between the clones";
        } else if (rw.isMixed() && rate.limited()) {
            why = "under a rate cap a mixed job's directions depend on time";
        }
        if (why != null) {
            throw new JfioException("experimental_verify=1 replays the job's requests: " + why
                    + " (use the default verify, which keeps a table of the blocks written)");
        }
    }

    /**
     * @return the granule of the table of written blocks: the greatest common divisor of the
     *         write sizes (smallest, largest, each of {@code bssplit}) and the write alignment,
     *         so every write starts and ends on one
     */
    public static long granule(BlockSizes blocks) {
        long g = gcd(blocks.minBytes().write(), blocks.maxBytes().write());
        long align = blocks.alignBytes().write();
        if (align > 0) {
            g = gcd(g, align);
        }
        for (BlockSizeSplit split : blocks.bssplit().get(1)) {
            g = gcd(g, split.sizeBytes());
        }
        return Math.max(1, g);
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /** @return true when written blocks are stamped and read back (not {@code 0} or {@code null}) */
    public boolean active() {
        return mode.active();
    }

    private static List<JobOption> options() {
        List<JobOption> o = new ArrayList<>();
        o.add(modeOption());
        addCheckOptions(o);
        addWriteRecordOptions(o);
        addRefusedOptions(o);
        return o;
    }

    /** {@code verify}: the checksum or pattern, its allowed values in fio 3.33's order. */
    private static JobOption modeOption() {
        JobOption.Builder verify = JobOption.declare("verify", ENUM, BUFFERS, "0", "Verify written data: checksum or pattern")
                .allowed("0", "No verification", VerifyMode.NONE);
        // fio 3.33's order of its allowed values
        for (VerifyMode m : List.of(VerifyMode.MD5, VerifyMode.CRC64, VerifyMode.CRC32, VerifyMode.CRC32C_INTEL,
                VerifyMode.CRC32C, VerifyMode.CRC16, VerifyMode.CRC7, VerifyMode.SHA1, VerifyMode.SHA256, VerifyMode.SHA512,
                VerifyMode.SHA3_224, VerifyMode.SHA3_256, VerifyMode.SHA3_384, VerifyMode.SHA3_512, VerifyMode.XXHASH,
                VerifyMode.META, VerifyMode.PATTERN, VerifyMode.PATTERN_HDR, VerifyMode.NULL)) {
            verify.allowed(m.fioName(), help(m), m);
        }
        return verify.sets(VerifyOptions.class, "mode").build();
    }

    /** When written blocks are read back, how they are stamped and checked, and what a bad one leaves behind. */
    private static void addCheckOptions(List<JobOption> o) {
        o.add(JobOption.declare("do_verify", BOOL, BUFFERS, "1", "Read back and check after the write phase")
                .sets(VerifyOptions.class, "doVerify").build());
        o.add(JobOption.declare("verify_only", BOOL, BUFFERS, "0",
                "Write nothing: read back and check what an earlier run with the same options wrote")
                .sets(VerifyOptions.class, "verifyOnly").build());
        o.add(JobOption.declare("verify_offset", SIZE, BUFFERS, "0", "Swap the header to this offset in each interval")
                .range(0, Integer.MAX_VALUE).sets(VerifyOptions.class, "offsetBytes").build());
        o.add(JobOption.declare("verify_interval", SIZE, BUFFERS, "0",
                "Put a header every this many bytes (default: one per block, the smallest write size)")
                .range(0, Integer.MAX_VALUE).sets(VerifyOptions.class, "intervalBytes").build());
        o.add(JobOption.declare("verify_pattern", STRING, BUFFERS, "",
                "Fill writes with this pattern and check it: 0xhex, \"text\", numbers, %o (the offset); alone, means verify=pattern_hdr as in fio")
                .applier((d, v, c) -> {
                    d.set(VerifyOptions.class, "pattern", BufferPatternParser.parseVerify("verify_pattern", (String) v));
                    if (!d.isSet(VerifyOptions.class, "mode")) { // fio: verify_pattern alone means verify=pattern
                        d.set(VerifyOptions.class, "mode", VerifyMode.PATTERN_HDR);
                    }
                }).build());
        o.add(JobOption.declare("verify_fatal", BOOL, BUFFERS, "0", "Stop checking a block at its first bad interval")
                .sets(VerifyOptions.class, "fatal").build());
        o.add(JobOption.declare("verify_dump", BOOL, BUFFERS, "0",
                "Write the received and the expected bytes of a bad block to files next to the job's file")
                .sets(VerifyOptions.class, "dump").build());
        o.add(JobOption.declare("verify_backlog", INT, BUFFERS, "0", "Verify after every this many written blocks (0: at the end)")
                .range(0, Long.MAX_VALUE).sets(VerifyOptions.class, "backlog").build());
        o.add(JobOption.declare("verify_backlog_batch", INT, BUFFERS, "0", "Blocks checked at each backlog point (0: verify_backlog)")
                .range(0, Integer.MAX_VALUE).sets(VerifyOptions.class, "backlogBatch").build());
        o.add(JobOption.declare("verify_async", INT, BUFFERS, "0",
                "fio's verify threads; jfio checks on the job's own thread, as it completes each read (accepted for fio job files)")
                .range(0, Integer.MAX_VALUE).sets(VerifyOptions.class, "async").build());
        o.add(JobOption.declare("verify_header_seed", BOOL, BUFFERS, "1", "Check the header's seed against the one written")
                .sets(VerifyOptions.class, "checkSeed").build());
        o.add(JobOption.declare("verify_write_sequence", BOOL, BUFFERS, "1",
                "Check the header's numberio against the write's (fixed block size, not time_based)")
                .sets(VerifyOptions.class, "checkSequence").build());
    }

    /**
     * How the read-back knows what was written beyond the run's own table: fio's state file,
     * jfio's journal, or a replay of the job's requests.
     */
    private static void addWriteRecordOptions(List<JobOption> o) {
        o.add(JobOption.declare("verify_state_save", BOOL, BUFFERS, "1",
                "When a write job with verify= ends, save how far it got (fio's local-<job>-<index>-verify.state, working directory)")
                .sets(VerifyOptions.class, "stateSave").build());
        o.add(JobOption.declare("verify_journal", STRING, BUFFERS, "",
                "jfio: journal file of every block's generation; a later run (verify_only) finds lost writes")
                .sets(VerifyOptions.class, "journal").build());
        o.add(JobOption.declare("verify_state_load", BOOL, BUFFERS, "0",
                "Read back only what the saved verify state says was written (fio's state file of the write job)")
                .sets(VerifyOptions.class, "stateLoad").build());
        o.add(JobOption.declare("verify_state_dir", STRING, BUFFERS, "",
                "jfio: the directory of the verify state files (fio's --aux-path; default: the working directory)")
                .sets(VerifyOptions.class, "stateDir").build());
        o.add(JobOption.declare("experimental_verify", BOOL, BUFFERS, "0",
                "Read back by replaying the job's requests (writes turned to reads) instead of a table of written blocks")
                .sets(VerifyOptions.class, "experimental").build());
    }

    /** fio's verify and trim-verify options jfio refuses, each with its reason. */
    private static void addRefusedOptions(List<JobOption> o) {
        o.add(refused("verify_async_cpus", STRING, "",
                "jfio has no verify threads (verification runs on the job's thread)"));
        o.add(refused("verifysort", BOOL, "1", "deprecated in fio and ignored there; jfio always verifies in file and offset order"));
        o.add(refused("verifysort_nr", INT, "0", "deprecated in fio and ignored there"));
        o.add(refused("trim_percentage", INT, "0", "jfio does not trim written blocks before verifying them"));
        o.add(refused("trim_verify_zero", BOOL, "1", "jfio does not trim written blocks before verifying them"));
        o.add(refused("trim_backlog", INT, "0", "jfio does not trim written blocks before verifying them"));
        o.add(refused("trim_backlog_batch", INT, "0", "jfio does not trim written blocks before verifying them"));
    }

    private static JobOption refused(String name, org.jfio.spi.option.OptionKind kind, String def, String why) {
        return JobOption.declare(name, kind, BUFFERS, def, "fio; refused by jfio: " + why).refused(why).build();
    }

    private static String help(VerifyMode m) {
        return switch (m) {
            case META -> "Header only (obsolete in fio: the header is always checked)";
            case PATTERN -> "verify_pattern in every byte, no header (fio 3.33)";
            case PATTERN_HDR -> "fio's header, then verify_pattern (fio 3.33 does this for verify_pattern alone)";
            case NULL -> "Pretend to verify: nothing is stamped or checked";
            case CRC32C_INTEL -> "Same as crc32c";
            case SHA256 -> "fio's sha256 variant (little-endian length, 64 bytes stored), as fio writes it";
            case SHA512 -> "fio's sha512 as fio stores it: the block's first and last bytes, not a full digest";
            default -> m.fioName() + " of each block after fio's header";
        };
    }
}
