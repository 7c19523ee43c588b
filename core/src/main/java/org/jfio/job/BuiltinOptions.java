package org.jfio.job;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.jfio.api.DataDirection;
import org.jfio.api.JfioException;

import static org.jfio.job.OptionCategory.BLOCK_SIZE;
import static org.jfio.job.OptionCategory.BUFFERS;
import static org.jfio.job.OptionCategory.ENGINE;
import static org.jfio.job.OptionCategory.FILES;
import static org.jfio.job.OptionCategory.IO_TYPE;
import static org.jfio.job.OptionCategory.JOB;
import static org.jfio.job.OptionCategory.ORDERING;
import static org.jfio.job.OptionCategory.RANDOM;
import static org.jfio.job.OptionCategory.REPORTING;
import static org.jfio.job.OptionCategory.TIMING;
import static org.jfio.job.OptionKind.BOOL;
import static org.jfio.job.OptionKind.ENUM;
import static org.jfio.job.OptionKind.FILENAME_LIST;
import static org.jfio.job.OptionKind.INT;
import static org.jfio.job.OptionKind.PERCENTILE_LIST;
import static org.jfio.job.OptionKind.SIZE;
import static org.jfio.job.OptionKind.SIZE_PER_DDIR;
import static org.jfio.job.OptionKind.SIZE_RANGE_PER_DDIR;
import static org.jfio.job.OptionKind.STRING;
import static org.jfio.job.OptionKind.TIME;

/**
 * The definitions of jfio's built-in job options: fio 3.33's names, aliases, defaults
 * ({@code fio --cmdhelp}) and ranges, each bound to the {@link JobSpec.Builder} setter it
 * drives. Package-private: reach it through {@link OptionTable#builtin()}.
 */
final class BuiltinOptions {
    /** Name of the option that switches unit multipliers; the assembler applies it first. */
    static final String KB_BASE = "kb_base";

    private static final long INT_MAX = Integer.MAX_VALUE;

    private BuiltinOptions() {
    }

    private interface LongSetter {
        void set(JobSpec.Builder b, long value);
    }

    private interface IntSetter {
        void set(JobSpec.Builder b, int value);
    }

    private interface BoolSetter {
        void set(JobSpec.Builder b, boolean value);
    }

    private interface StringSetter {
        void set(JobSpec.Builder b, String value);
    }

    private static JobOption.Applier longs(LongSetter s) {
        return (t, v) -> s.set(t.builder(), (Long) v);
    }

    private static JobOption.Applier ints(IntSetter s) {
        return (t, v) -> s.set(t.builder(), Math.toIntExact((Long) v));
    }

    private static JobOption.Applier bools(BoolSetter s) {
        return (t, v) -> s.set(t.builder(), (Boolean) v);
    }

    private static JobOption.Applier strings(StringSetter s) {
        return (t, v) -> s.set(t.builder(), (String) v);
    }

    private static JobOption.Builder opt(String name, OptionKind kind, OptionCategory category,
            String defaultText, String help) {
        return JobOption.builder(name, kind).category(category).defaultValue(defaultText).help(help);
    }

    /** @return every built-in option, in help order */
    static List<JobOption> all() {
        List<JobOption> o = new ArrayList<>();
        jobOptions(o);
        ioTypeOptions(o);
        blockSizeOptions(o);
        fileOptions(o);
        engineOptions(o);
        timingOptions(o);
        randomOptions(o);
        bufferOptions(o);
        orderingOptions(o);
        reportingOptions(o);
        return o;
    }

    private static void jobOptions(List<JobOption> o) {
        o.add(opt("name", STRING, JOB, "", "Name of the job (default: the section name)")
                .applier(strings(JobSpec.Builder::name)).build());
        o.add(opt("description", STRING, JOB, "", "Text description of the job (accepted, not used)")
                .support(OptionSupport.NO_EFFECT).build());
        o.add(opt("thread", BOOL, JOB, "0", "Use threads instead of processes (jfio always runs jobs as threads)")
                .alias("threads").support(OptionSupport.NO_EFFECT).build());
        o.add(opt(KB_BASE, ENUM, JOB, "1024", "Unit base of k/m/g in sizes")
                .allowed("1024", "k/m/g are powers of 1024; kib/mib/gib powers of 1000 (fio's default)")
                .allowed("1000", "k/m/g are powers of 1000; kib/mib/gib powers of 1024")
                .build());
    }

    private static void ioTypeOptions(List<JobOption> o) {
        JobOption.Builder rw = opt("rw", ENUM, IO_TYPE, "read", "I/O pattern").alias("readwrite");
        rw.allowed("read", "Sequential reads").allowed("write", "Sequential writes")
                .allowed("trim", "Sequential trims").allowed("randread", "Random reads")
                .allowed("randwrite", "Random writes").allowed("randtrim", "Random trims")
                .allowed("rw", "Sequential mixed reads and writes")
                .allowed("readwrite", "Same as rw")
                .allowed("randrw", "Random mixed reads and writes");
        o.add(rw.applier((t, v) -> t.builder().rw(ReadWrite.parse((String) v))).build());
        o.add(opt("rwmixread", INT, IO_TYPE, "50", "Percentage of a mixed workload that is reads")
                .range(0, 100).applier(ints(JobSpec.Builder::rwmixread)).build());
        o.add(opt("rwmixwrite", INT, IO_TYPE, "50", "Percentage of a mixed workload that is writes")
                .range(0, 100).applier(ints(JobSpec.Builder::rwmixwrite)).build());
        o.add(opt("direct", BOOL, IO_TYPE, "0", "Use O_DIRECT I/O (bypass the page cache)")
                .applier(bools(JobSpec.Builder::direct)).build());
        o.add(opt("buffered", BOOL, IO_TYPE, "1", "Use buffered I/O (the inverse of direct)")
                .applier(bools((b, v) -> b.direct(!v))).build());
        o.add(opt("sync", ENUM, IO_TYPE, "none", "Open files for synchronous writes")
                .allowed("none", "No sync flag").allowed("0", "Same as none")
                .allowed("sync", "O_SYNC").allowed("1", "Same as sync")
                .allowed("dsync", "O_DSYNC")
                .applier((t, v) -> t.builder().syncMode(switch ((String) v) {
                    case "sync", "1" -> SyncMode.SYNC;
                    case "dsync" -> SyncMode.DSYNC;
                    default -> SyncMode.NONE;
                })).build());
        o.add(opt("fsync", INT, IO_TYPE, "0", "Issue fsync after this many writes (0: never)")
                .range(0, INT_MAX).applier(ints(JobSpec.Builder::fsyncEvery)).build());
        o.add(opt("fdatasync", INT, IO_TYPE, "0", "Issue fdatasync after this many writes (0: never)")
                .range(0, INT_MAX).applier(ints(JobSpec.Builder::fdatasyncEvery)).build());
        o.add(opt("end_fsync", BOOL, IO_TYPE, "0", "fsync each written file when the job ends")
                .applier(bools(JobSpec.Builder::endFsync)).build());
    }

    private static void blockSizeOptions(List<JobOption> o) {
        o.add(opt("bs", SIZE_PER_DDIR, BLOCK_SIZE, Long.toString(JobSpec.DEFAULT_BLOCK_SIZE_BYTES),
                "Block size unit, one for all or read,write,trim").alias("blocksize")
                .range(1, INT_MAX).applier((t, v) -> {
                    long[] bs = (long[]) v;
                    for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                        if (bs[d] >= 0) {
                            t.builder().blockSize(DataDirection.of(d), bs[d]);
                        }
                    }
                }).build());
        o.add(opt("bsrange", SIZE_RANGE_PER_DDIR, BLOCK_SIZE, "",
                "Block size range (only min = max is supported yet: it sets bs)").alias("blocksize_range")
                .range(1, INT_MAX).applier((t, v) -> {
                    long[] r = (long[]) v;
                    for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                        if (r[2 * d] < 0) {
                            continue;
                        }
                        if (r[2 * d] != r[2 * d + 1]) {
                            throw new JfioException("bsrange=" + r[2 * d] + "-" + r[2 * d + 1]
                                    + ": block size ranges are not supported yet; use bs=");
                        }
                        t.builder().blockSize(DataDirection.of(d), r[2 * d]);
                    }
                }).build());
    }

    private static void fileOptions(List<JobOption> o) {
        o.add(opt("size", SIZE, FILES, "", "Size of the I/O region per job clone (needed when files do not exist)")
                .range(1, Long.MAX_VALUE).applier((t, v) -> {
                    t.builder().size((Long) v);
                    t.sizeSet();
                }).build());
        o.add(opt("io_size", SIZE, FILES, "", "Bytes of I/O per loop (default: size)").alias("io_limit")
                .range(1, Long.MAX_VALUE).applier(longs(JobSpec.Builder::ioSize)).build());
        o.add(opt("filesize", SIZE, FILES, "", "Size of each file; without size=, size is filesize times the files")
                .range(1, Long.MAX_VALUE).applier((t, v) -> t.fileSize((Long) v)).build());
        o.add(opt("filename", FILENAME_LIST, FILES, "",
                "File(s) or device(s) to use, ':'-separated; shared by all clones (default: $jobname.$jobnum.$filenum)")
                .applier((t, v) -> {
                    @SuppressWarnings("unchecked")
                    List<String> files = (List<String>) v;
                    t.builder().filenames(files);
                    t.fileCount(files.size());
                }).build());
        o.add(opt("directory", STRING, FILES, "", "Directory for the job's files (default: the working directory)")
                .applier(strings(JobSpec.Builder::directory)).build());
        o.add(opt("offset", SIZE, FILES, "0", "Start of the I/O region in each file")
                .applier(longs(JobSpec.Builder::offset)).build());
    }

    private static void engineOptions(List<JobOption> o) {
        o.add(opt("ioengine", STRING, ENGINE, JobSpec.DEFAULT_IOENGINE, "I/O engine (see --enghelp)")
                .applier(strings((b, v) -> b.ioengine(v.toLowerCase(Locale.ROOT)))).build());
        o.add(opt("iodepth", INT, ENGINE, "1", "I/Os kept in flight (sync engines use 1)")
                .range(1, 65536).applier(ints(JobSpec.Builder::iodepth)).build());
        o.add(opt("iodepth_batch", INT, ENGINE, "1", "I/Os staged before a submit (0: iodepth)")
                .alias("iodepth_batch_submit").range(0, INT_MAX).applier(ints(JobSpec.Builder::iodepthBatchSubmit)).build());
        o.add(opt("iodepth_batch_complete_min", INT, ENGINE, "1", "Least completions to wait for per reap")
                .alias("iodepth_batch_complete").range(0, INT_MAX)
                .applier(ints(JobSpec.Builder::iodepthBatchCompleteMin)).build());
        o.add(opt("iodepth_batch_complete_max", INT, ENGINE, "",
                "Most completions per reap (default: iodepth_batch_complete_min)")
                .range(0, INT_MAX).applier(ints(JobSpec.Builder::iodepthBatchCompleteMax)).build());
        o.add(opt("iodepth_low", INT, ENGINE, "", "Once full, drain to this depth before refilling (default: iodepth)")
                .range(0, INT_MAX).applier(ints(JobSpec.Builder::iodepthLow)).build());
        o.add(opt("numjobs", INT, ENGINE, "1", "Number of clones (threads) of this job")
                .range(1, 4096).applier(ints(JobSpec.Builder::numjobs)).build());
    }

    private static void timingOptions(List<JobOption> o) {
        o.add(opt("runtime", TIME, TIMING, "0", "Stop after this long (bare number: seconds; 0: no limit)")
                .alias("timeout").bareTimeUnit(TimeUnit.SECONDS).applier(longs(JobSpec.Builder::runtimeNs)).build());
        o.add(opt("time_based", BOOL, TIMING, "0", "Keep running until runtime ends, looping over the region")
                .applier(bools(JobSpec.Builder::timeBased)).build());
        o.add(opt("ramp_time", TIME, TIMING, "0", "Warm-up before measuring (bare number: seconds)")
                .bareTimeUnit(TimeUnit.SECONDS).applier(longs(JobSpec.Builder::rampTimeNs)).build());
        o.add(opt("loops", INT, TIMING, "1", "Passes over the region")
                .range(1, INT_MAX).applier(ints(JobSpec.Builder::loops)).build());
    }

    private static void randomOptions(List<JobOption> o) {
        o.add(opt("randrepeat", BOOL, RANDOM, "1", "Same random sequence on every run")
                .applier(bools(JobSpec.Builder::randrepeat)).build());
        o.add(opt("randseed", INT, RANDOM, "0x" + Long.toHexString(JobSpec.DEFAULT_RANDSEED), "Seed of the random generators")
                .applier(longs(JobSpec.Builder::randseed)).build());
        o.add(opt("norandommap", BOOL, RANDOM, "0", "Do not track blocks done, so random offsets may repeat")
                .applier(bools(JobSpec.Builder::norandommap)).build());
    }

    private static void bufferOptions(List<JobOption> o) {
        o.add(opt("zero_buffers", BOOL, BUFFERS, "0", "Write zeros instead of random data")
                .applier(bools(JobSpec.Builder::zeroBuffers)).build());
        o.add(opt("invalidate", BOOL, BUFFERS, "1", "Drop the page cache of the files before the run")
                .applier(bools(JobSpec.Builder::invalidate)).build());
        JobOption.Builder verify = opt("verify", ENUM, BUFFERS, "0", "Verify written data (not implemented yet)")
                .support(OptionSupport.NOT_IMPLEMENTED).allowed("0", "No verification");
        for (String v : List.of("md5", "crc64", "crc32c", "crc32c-intel", "crc32", "crc16", "crc7", "xxhash",
                "sha1", "sha256", "sha512", "sha3-224", "sha3-256", "sha3-384", "sha3-512", "meta",
                "pattern", "pattern_hdr", "null")) {
            verify.allowed(v, "Checksum or pattern " + v);
        }
        o.add(verify.build());
    }

    private static void orderingOptions(List<JobOption> o) {
        o.add(opt("stonewall", BOOL, ORDERING, "0", "Wait for earlier jobs to finish, and start a new group")
                .alias("wait_for_previous").applier(bools(JobSpec.Builder::stonewall)).build());
        o.add(opt("new_group", BOOL, ORDERING, "0", "Start a new reporting group")
                .applier(bools(JobSpec.Builder::newGroup)).build());
        o.add(opt("wait_for", STRING, ORDERING, "", "Start after the named job finished (not implemented yet)")
                .support(OptionSupport.NOT_IMPLEMENTED).build());
    }

    private static void reportingOptions(List<JobOption> o) {
        o.add(opt("group_reporting", BOOL, REPORTING, "0", "Report each group as one job")
                .applier(bools(JobSpec.Builder::groupReporting)).build());
        o.add(opt("bwavgtime", INT, REPORTING, Long.toString(JobSpec.DEFAULT_AVG_TIME_MS),
                "Bandwidth sampling interval in ms").range(1, INT_MAX)
                .applier(longs(JobSpec.Builder::bwAvgTimeMs)).build());
        o.add(opt("iopsavgtime", INT, REPORTING, Long.toString(JobSpec.DEFAULT_AVG_TIME_MS),
                "IOPS sampling interval in ms").range(1, INT_MAX)
                .applier(longs(JobSpec.Builder::iopsAvgTimeMs)).build());
        o.add(opt("percentile_list", PERCENTILE_LIST, REPORTING,
                "1:5:10:20:30:40:50:60:70:80:90:95:99:99.5:99.9:99.95:99.99",
                "Completion latency percentiles to report")
                .applier((t, v) -> t.builder().percentileList((double[]) v)).build());
        o.add(opt("gtod_reduce", BOOL, REPORTING, "0", "Fewer time calls, fewer statistics (not implemented yet)")
                .support(OptionSupport.NOT_IMPLEMENTED).build());
    }
}
