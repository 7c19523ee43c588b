package org.jfio.job;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

import static org.jfio.job.OptionCategory.BLOCK_SIZE;
import static org.jfio.job.OptionCategory.BUFFERS;
import static org.jfio.job.OptionCategory.ENGINE;
import static org.jfio.job.OptionCategory.FILES;
import static org.jfio.job.OptionCategory.IO_TYPE;
import static org.jfio.job.OptionCategory.JOB;
import static org.jfio.job.OptionCategory.LOGS;
import static org.jfio.job.OptionCategory.ORDERING;
import static org.jfio.job.OptionCategory.RANDOM;
import static org.jfio.job.OptionCategory.REPORTING;
import static org.jfio.job.OptionCategory.TIMING;
import static org.jfio.job.OptionKind.BOOL;
import static org.jfio.job.OptionKind.ENUM;
import static org.jfio.job.OptionKind.FILENAME_LIST;
import static org.jfio.job.OptionKind.INT;
import static org.jfio.job.OptionKind.INT_PER_DDIR;
import static org.jfio.job.OptionKind.PERCENTILE_LIST;
import static org.jfio.job.OptionKind.SIZE;
import static org.jfio.job.OptionKind.SIZE_OR_PERCENT;
import static org.jfio.job.OptionKind.SIZE_RANGE;
import static org.jfio.job.OptionKind.SIZE_PER_DDIR;
import static org.jfio.job.OptionKind.SIZE_RANGE_PER_DDIR;
import static org.jfio.job.OptionKind.STRING;
import static org.jfio.job.OptionKind.TIME;
import static org.jfio.job.OptionKind.TIME_RANGE;

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
        reportContentOptions(o);
        safetyOptions(o);
        logOptions(o);
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
        o.add(rw.enumSuffix().applier(BuiltinOptions::applyRw).build());
        o.add(opt("rw_sequencer", ENUM, IO_TYPE, "sequential", "What the :N of a random rw does between random offsets")
                .allowed("sequential", "The I/Os after a random one continue sequentially")
                .allowed("identical", "The I/Os after a random one repeat its offset")
                .applier((t, v) -> t.builder().rwSequencer(RwSequencer.valueOf(((String) v).toUpperCase(Locale.ROOT))))
                .build());
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
        o.add(opt("fsync_on_close", BOOL, IO_TYPE, "0",
                "fsync each written file when it is closed (jfio closes files when the job ends)")
                .applier(bools(JobSpec.Builder::fsyncOnClose)).build());
        o.add(opt("number_ios", INT, IO_TYPE, "0", "Stop after this many data I/Os (0: no limit)")
                .range(0, Long.MAX_VALUE).applier(longs(JobSpec.Builder::numberIos)).build());
        o.add(opt("continue_on_error", ENUM, IO_TYPE, "none", "Count failed I/Os of these kinds and go on")
                .allowed("none", "Stop the job at the first error").allowed("0", "Same as none")
                .allowed("read", "Go on after read errors").allowed("write", "Go on after write errors")
                .allowed("io", "Go on after read and write errors")
                .allowed("verify", "Go on after verify errors (no verification yet: same as none)")
                .allowed("all", "Go on after any error").allowed("1", "Same as all")
                .applier((t, v) -> t.builder().continueOnError(switch ((String) v) {
                    case "0" -> ContinueOnError.NONE;
                    case "1" -> ContinueOnError.ALL;
                    default -> ContinueOnError.valueOf(((String) v).toUpperCase(Locale.ROOT));
                })).build());
    }

    /** {@code rw=pattern[:N]}: N is I/Os per random offset for random patterns, bytes skipped otherwise. */
    private static void applyRw(OptionTarget t, Object value) {
        String v = (String) value;
        int colon = v.indexOf(':');
        ReadWrite rw = ReadWrite.parse(colon < 0 ? v : v.substring(0, colon));
        t.builder().rw(rw).ddirSeqNr(1).ddirSeqAdd(0);
        if (colon < 0) {
            return;
        }
        String n = v.substring(colon + 1).trim();
        if (rw.isRandom()) {
            long nr = FioUnits.parseInteger("rw", n, 1, Integer.MAX_VALUE);
            t.builder().ddirSeqNr((int) nr);
        } else {
            t.builder().ddirSeqAdd(FioUnits.parseSize("rw", n, t.kbBase()));
        }
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
                "Block size range, one for all or read,write,trim (sizes are multiples of the minimum)")
                .alias("blocksize_range").range(1, INT_MAX).applier((t, v) -> {
                    long[] r = (long[]) v;
                    for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                        if (r[2 * d] >= 0) {
                            t.builder().blockSizeRange(DataDirection.of(d), r[2 * d], r[2 * d + 1]);
                        }
                    }
                }).build());
        o.add(opt("bssplit", STRING, BLOCK_SIZE, "",
                "Weighted block sizes, e.g. 4k/10:64k/50:32k/40; blank weights share the rest; read,write,trim lists")
                .applier((t, v) -> {
                    List<List<BlockSizeSplit>> split = BssplitParser.parse("bssplit", (String) v, t.kbBase());
                    for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                        if (split.get(d) != null) {
                            t.builder().bssplit(DataDirection.of(d), split.get(d));
                        }
                    }
                }).build());
        o.add(opt("bs_unaligned", BOOL, BLOCK_SIZE, "0", "Block sizes of a range need not be multiples of the minimum")
                .alias("blocksize_unaligned").applier(bools(JobSpec.Builder::bsUnaligned)).build());
        o.add(opt("blockalign", SIZE_PER_DDIR, BLOCK_SIZE, "",
                "Alignment of random offsets (default: the minimum bs); turns the random map off").alias("ba")
                .range(1, INT_MAX).applier((t, v) -> {
                    long[] ba = (long[]) v;
                    for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                        if (ba[d] >= 0) {
                            t.builder().blockAlign(DataDirection.of(d), ba[d]);
                        }
                    }
                }).build());
    }

    private static void fileOptions(List<JobOption> o) {
        o.add(opt("size", SIZE_OR_PERCENT, FILES, "",
                "Size of the I/O region per job clone (needed when files do not exist); N% of each file's length")
                .range(1, Long.MAX_VALUE).applier((t, v) -> {
                    if (v instanceof Percent p) {
                        t.builder().sizePercent(p.value());
                    } else {
                        t.builder().size((Long) v);
                    }
                    t.sizeSet();
                }).build());
        o.add(opt("io_size", SIZE, FILES, "", "Bytes of I/O per loop (default: size)").alias("io_limit")
                .range(1, Long.MAX_VALUE).applier(longs(JobSpec.Builder::ioSize)).build());
        o.add(opt("filesize", SIZE_RANGE, FILES, "",
                "Size of each file, or a min-max range each file's size is drawn from; without size=, size is their sum")
                .range(1, Long.MAX_VALUE).applier((t, v) -> {
                    long[] r = (long[]) v;
                    t.fileSize(r[1]);
                    t.builder().fileSizeRange(r[0], r[1]);
                }).build());
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
        o.add(opt("offset", SIZE_OR_PERCENT, FILES, "0",
                "Start of the I/O region in each file; N% of the file's length, rounded up to the block size")
                .applier((t, v) -> {
                    if (v instanceof Percent p) {
                        t.builder().offsetPercent(p.value());
                    } else {
                        t.builder().offset((Long) v);
                    }
                }).build());
        o.add(opt("offset_increment", SIZE_OR_PERCENT, FILES, "0",
                "Clone k starts its region at offset + k * offset_increment (bytes or N% of the file's length)")
                .applier((t, v) -> {
                    if (v instanceof Percent p) {
                        t.builder().offsetIncrementPercent(p.value());
                    } else {
                        t.builder().offsetIncrement((Long) v);
                    }
                }).build());
        o.add(opt("openfiles", INT, FILES, "0", "Most files open at once (jfio keeps all of a job's files open)")
                .range(0, INT_MAX).support(OptionSupport.NOT_IMPLEMENTED).build());
        o.add(opt("nrfiles", INT, FILES, "1", "Files per clone when names are generated (size is split over them)")
                .alias("nr_files").range(1, 1 << 20).applier((t, v) -> {
                    int n = Math.toIntExact((Long) v);
                    t.builder().nrfiles(n);
                    t.nrfiles(n);
                }).build());
        o.add(opt("file_service_type", ENUM, FILES, "roundrobin",
                "How the file of each I/O is chosen (:N = I/Os per switch; for zipf/pareto/normal :theta/:h/:dev)")
                .allowed("roundrobin", "Each file in turn").allowed("sequential", "Finish one file, then the next")
                .allowed("random", "A random file").allowed("zipf", "A Zipf-distributed file per I/O (:theta, default 1.1)")
                .allowed("pareto", "A Pareto-distributed file per I/O (:h, default 0.2)")
                .allowed("normal", "A normally distributed file per I/O (:dev in percent)")
                .allowed("gauss", "Same as normal").enumSuffix().applier((t, v) -> {
                    String s = (String) v;
                    int colon = s.indexOf(':');
                    FileServiceType type = FileServiceType.parse(colon < 0 ? s : s.substring(0, colon));
                    if (type.isDistribution()) {
                        String dist = (type == FileServiceType.NORMAL ? "normal" : type.fioName())
                                + (colon < 0 ? "" : s.substring(colon));
                        t.builder().fileServiceType(type, 1)
                                .fileServiceDistribution(RandomDistribution.parse("file_service_type", dist, t.kbBase()));
                        return;
                    }
                    int nr = colon < 0 ? 1
                            : (int) FioUnits.parseInteger("file_service_type", s.substring(colon + 1), 1, Integer.MAX_VALUE);
                    t.builder().fileServiceType(type, nr);
                }).build());
        o.add(opt("filename_format", STRING, FILES, JobSpec.DEFAULT_FILENAME_FORMAT,
                "Template of generated file names ($jobname, $jobnum, $filenum, $clientuid)")
                .applier(strings(JobSpec.Builder::filenameFormat)).build());
        o.add(opt("unlink", BOOL, FILES, "0", "Delete the files jfio created for the job when it ends")
                .applier(bools(JobSpec.Builder::unlink)).build());
        o.add(opt("allow_file_create", BOOL, FILES, "1", "Allow creating files that do not exist")
                .applier(bools(JobSpec.Builder::allowFileCreate)).build());
        o.add(opt("create_on_open", BOOL, FILES, "0", "Accepted; jfio lays files out before the job starts either way")
                .support(OptionSupport.NO_EFFECT).applier(bools(JobSpec.Builder::createOnOpen)).build());
        o.add(opt("overwrite", BOOL, FILES, "0", "Fill new files with data even when the job only writes")
                .applier(bools(JobSpec.Builder::overwrite)).build());
        o.add(opt("pre_read", BOOL, FILES, "0", "Read the files into the page cache before the job starts")
                .applier(bools(JobSpec.Builder::preRead)).build());
        o.add(opt("fallocate", ENUM, FILES, "native", "How files laid out without data get their space")
                .allowed("none", "No preallocation (sparse)").allowed("0", "Same as none")
                .allowed("native", "fallocate(2)").allowed("1", "Same as native")
                .allowed("posix", "posix_fallocate (fallocate(2) on Linux)")
                .allowed("keep", "fallocate(2) with FALLOC_FL_KEEP_SIZE")
                .allowed("truncate", "ftruncate only")
                .applier((t, v) -> t.builder().fallocate(switch ((String) v) {
                    case "0", "none" -> FallocateMode.NONE;
                    case "1", "native" -> FallocateMode.NATIVE;
                    default -> FallocateMode.valueOf(((String) v).toUpperCase(Locale.ROOT));
                })).build());
        o.add(opt("write_iolog", STRING, FILES, "",
                "Write every I/O to this file (fio iolog version 2; with numjobs > 1, FILE.<clone>)")
                .applier(strings(JobSpec.Builder::writeIolog)).build());
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
        o.add(opt("startdelay", TIME_RANGE, TIMING, "0",
                "Delay before the job starts (bare number: seconds; a range a-b picks per clone)")
                .bareTimeUnit(TimeUnit.SECONDS).applier((t, v) -> {
                    long[] r = (long[]) v;
                    t.builder().startDelayNs(r[0], r[1]);
                }).build());
        o.add(opt("thinktime", TIME, TIMING, "0", "Stall after thinktime_blocks I/Os (bare number: microseconds)")
                .bareTimeUnit(TimeUnit.MICROSECONDS).applier(longs(JobSpec.Builder::thinktimeNs)).build());
        o.add(opt("thinktime_spin", TIME, TIMING, "0", "Busy-spin this part of thinktime (bare number: microseconds)")
                .bareTimeUnit(TimeUnit.MICROSECONDS).applier(longs(JobSpec.Builder::thinktimeSpinNs)).build());
        o.add(opt("thinktime_blocks", INT, TIMING, "1", "I/Os between thinktime stalls")
                .range(1, INT_MAX).applier((t, v) -> {
                    t.builder().thinktimeBlocks(Math.toIntExact((Long) v));
                    t.thinktimeBlocksSet();
                }).build());
        o.add(opt("thinktime_iotime", TIME, TIMING, "0",
                "Also stall once this much I/O time has passed since the last stall (alone when thinktime_blocks is not set)")
                .applier((t, v) -> t.thinktimeIotime((Long) v)).build());
        o.add(opt("thinktime_blocks_type", ENUM, TIMING, "complete", "What thinktime_blocks counts")
                .allowed("complete", "Completed I/Os").allowed("issue", "Issued I/Os")
                .applier((t, v) -> t.builder().thinktimeBlocksType(
                        ThinktimeBlocksType.valueOf(((String) v).toUpperCase(Locale.ROOT)))).build());
        o.add(opt("rate", SIZE_PER_DDIR, TIMING, "", "Bandwidth cap in bytes/s, one for all or read,write,trim (rate=,1m caps writes)")
                .range(0, Long.MAX_VALUE).applier(perDdir(JobSpec.Builder::rate)).build());
        o.add(opt("rate_iops", INT_PER_DDIR, TIMING, "",
                "IOPS cap, one for all or read,write,trim (paced as bytes/s at the minimum bs, as fio)")
                .range(0, Long.MAX_VALUE).applier(perDdir(JobSpec.Builder::rateIops)).build());
        o.add(opt("rate_min", SIZE_PER_DDIR, TIMING, "", "Fail the job below this bandwidth in bytes/s (over rate_cycle)")
                .alias("ratemin").range(0, Long.MAX_VALUE).applier(perDdir(JobSpec.Builder::rateMin)).build());
        o.add(opt("rate_iops_min", INT_PER_DDIR, TIMING, "", "Fail the job below this IOPS (over rate_cycle)")
                .range(0, Long.MAX_VALUE).applier(perDdir(JobSpec.Builder::rateIopsMin)).build());
        o.add(opt("rate_process", ENUM, TIMING, "linear", "How issue times are spread under a rate cap")
                .allowed("linear", "Evenly spaced").allowed("poisson", "Exponential gaps (Poisson arrivals)")
                .applier((t, v) -> t.builder().rateProcess(RateProcess.valueOf(((String) v).toUpperCase(Locale.ROOT))))
                .build());
        o.add(opt("cpus_allowed", STRING, TIMING, "", "CPUs the job's threads may run on, e.g. 0,5,8-15 (sched_setaffinity)")
                .applier((t, v) -> t.builder().cpusAllowed(CpuList.parse("cpus_allowed", (String) v))).build());
        o.add(opt("cpus_allowed_policy", ENUM, TIMING, "shared", "How clones use the cpus_allowed set")
                .allowed("shared", "Every clone may run on every CPU of the set")
                .allowed("split", "Clone k runs on the k-th CPU of the set (round robin)")
                .applier((t, v) -> t.builder().cpusAllowedSplit("split".equals(v))).build());
        o.add(opt("rate_cycle", INT, TIMING, Long.toString(JobSpec.DEFAULT_RATE_CYCLE_MS),
                "Window in ms over which rate_min and rate_iops_min are averaged").alias("ratecycle")
                .range(1, INT_MAX).applier(longs(JobSpec.Builder::rateCycleMs)).build());
    }

    private interface DdirLongSetter {
        void set(JobSpec.Builder b, DataDirection ddir, long value);
    }

    private static JobOption.Applier perDdir(DdirLongSetter s) {
        return (t, v) -> {
            long[] values = (long[]) v;
            for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                if (values[d] >= 0) {
                    s.set(t.builder(), DataDirection.of(d), values[d]);
                }
            }
        };
    }

    private static void randomOptions(List<JobOption> o) {
        o.add(opt("randrepeat", BOOL, RANDOM, "1", "Same random sequence on every run")
                .applier(bools(JobSpec.Builder::randrepeat)).build());
        o.add(opt("allrandrepeat", BOOL, RANDOM, "0",
                "Make every random choice repeatable; jfio draws all of them from the one randseed stream, so 1 sets randrepeat=1")
                .applier((t, v) -> {
                    if ((Boolean) v) {
                        t.builder().randrepeat(true);
                    }
                }).build());
        o.add(opt("randseed", INT, RANDOM, "0x" + Long.toHexString(JobSpec.DEFAULT_RANDSEED), "Seed of the random generators")
                .applier(longs(JobSpec.Builder::randseed)).build());
        o.add(opt("norandommap", BOOL, RANDOM, "0", "Do not track blocks done, so random offsets may repeat")
                .applier(bools(JobSpec.Builder::norandommap)).build());
        o.add(opt("random_distribution", STRING, RANDOM, "random",
                "random | zipf:theta[:center] | pareto:h[:center] | normal:dev%[:center] | zoned:a/r%:... | zoned_abs:a/size:...")
                .applier((t, v) -> t.builder().randomDistribution(
                        RandomDistribution.parse("random_distribution", (String) v, t.kbBase()))).build());
        o.add(opt("random_generator", ENUM, RANDOM, "tausworthe", "Source of random offsets")
                .allowed("tausworthe", "Fast general-purpose generator")
                .allowed("lfsr", "Every block exactly once per pass, no random map")
                .allowed("tausworthe64", "64-bit generator for very large files")
                .applier((t, v) -> t.builder().randomGenerator(RandomGeneratorType.parse((String) v))).build());
        o.add(opt("percentage_random", INT_PER_DDIR, RANDOM, "100",
                "Percent of a random job's offsets that are random (the rest sequential), per ddir")
                .range(0, 100).applier((t, v) -> {
                    long[] p = (long[]) v;
                    for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                        if (p[d] >= 0) {
                            t.builder().percentageRandom(DataDirection.of(d), (int) p[d]);
                        }
                    }
                }).build());
    }

    private static void bufferOptions(List<JobOption> o) {
        o.add(opt("zero_buffers", BOOL, BUFFERS, "0", "Write zeros instead of random data")
                .applier(bools(JobSpec.Builder::zeroBuffers)).build());
        o.add(opt("invalidate", BOOL, BUFFERS, "1", "Drop the page cache of the files before the run")
                .applier(bools(JobSpec.Builder::invalidate)).build());
        o.add(opt("refill_buffers", BOOL, BUFFERS, "0", "Write fresh random data into every write buffer")
                .applier(bools(JobSpec.Builder::refillBuffers)).build());
        o.add(opt("scramble_buffers", BOOL, BUFFERS, "1", "Alter a few bytes of every write buffer to defeat dedupe")
                .applier(bools(JobSpec.Builder::scrambleBuffers)).build());
        o.add(opt("buffer_compress_percentage", INT, BUFFERS, "0", "Make write buffers this percent compressible")
                .range(0, 100).applier(ints(JobSpec.Builder::bufferCompressPercentage)).build());
        o.add(opt("buffer_compress_chunk", SIZE, BUFFERS, Long.toString(JobSpec.DEFAULT_BUFFER_COMPRESS_CHUNK_BYTES),
                "Granularity of buffer_compress_percentage").range(1, INT_MAX)
                .applier(longs(JobSpec.Builder::bufferCompressChunk)).build());
        o.add(opt("buffer_pattern", STRING, BUFFERS, "", "Fill buffers with this pattern: 0xhex, \"text\", 'file', numbers")
                .applier((t, v) -> t.builder().bufferPattern(BufferPatternParser.parse("buffer_pattern", (String) v)))
                .build());
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
        o.add(opt("wait_for", STRING, ORDERING, "", "Start after the named (earlier) job finished")
                .applier(strings(JobSpec.Builder::waitFor)).build());
        o.add(opt("exitall", BOOL, ORDERING, "0", "When this job ends, stop the other jobs of its group")
                .applier(bools(JobSpec.Builder::exitall)).build());
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
        o.add(opt("gtod_reduce", BOOL, REPORTING, "0",
                "Measure no latency and no bandwidth samples (disable_lat, disable_clat, disable_slat, disable_bw)")
                .applier((t, v) -> {
                    if ((Boolean) v) {
                        t.builder().measure(t.builder().measure().gtodReduced());
                    }
                }).build());
        o.add(opt("disable_lat", BOOL, REPORTING, "0", "Do not measure total latency (lat)")
                .applier((t, v) -> t.builder().measure(t.builder().measure().withLat(!(Boolean) v))).build());
        o.add(opt("disable_clat", BOOL, REPORTING, "0", "Do not measure completion latency (clat, its percentiles)")
                .applier((t, v) -> t.builder().measure(t.builder().measure().withClat(!(Boolean) v))).build());
        o.add(opt("disable_slat", BOOL, REPORTING, "0", "Do not measure submission latency (slat)")
                .applier((t, v) -> t.builder().measure(t.builder().measure().withSlat(!(Boolean) v))).build());
        o.add(opt("disable_bw_measurement", BOOL, REPORTING, "0", "Do not sample bandwidth and IOPS (the bw/iops lines)")
                .alias("disable_bw").applier((t, v) -> t.builder().measure(t.builder().measure().withBw(!(Boolean) v)))
                .build());
        o.add(opt("stats", BOOL, REPORTING, "1", "Report this job (0: run it, but leave it out of every report)")
                .applier((t, v) -> t.builder().measure(t.builder().measure().withStats((Boolean) v))).build());
    }

    /** {@code unified_rw_reporting} and the {@code *_percentiles} switches ({@link ReportOptions}). */
    private static void reportContentOptions(List<JobOption> o) {
        o.add(opt("unit_base", ENUM, REPORTING, "0", "Bandwidth unit of the normal report's IOPS/BW and group lines")
                .allowed("0", "Auto: bytes").allowed("8", "Bytes (KiB/s, MiB/s)").allowed("1", "Bits (Kibit/s, Mibit/s)")
                .applier((t, v) -> t.builder().reportOptions(
                        t.builder().reportOptions().withBandwidthInBits("1".equals(v))))
                .build());
        o.add(opt("unified_rw_reporting", ENUM, REPORTING, "none", "Report reads, writes and trims apart or summed")
                .allowed("none", "Each direction on its own").allowed("mixed", "One summed 'mixed' direction")
                .allowed("both", "Each direction, then the summed 'mixed' one")
                .allowed("0", "Same as none").allowed("1", "Same as mixed").allowed("2", "Same as both")
                .applier((t, v) -> t.builder().reportOptions(
                        t.builder().reportOptions().withUnifiedRw(unifiedRw((String) v))))
                .build());
        o.add(opt("clat_percentiles", BOOL, REPORTING, "1", "Report percentiles of completion latency")
                .applier((t, v) -> t.builder().reportOptions(
                        t.builder().reportOptions().withClatPercentiles((Boolean) v)))
                .build());
        o.add(opt("lat_percentiles", BOOL, REPORTING, "0", "Report percentiles of total latency")
                .applier((t, v) -> t.builder().reportOptions(
                        t.builder().reportOptions().withLatPercentiles((Boolean) v)))
                .build());
        o.add(opt("slat_percentiles", BOOL, REPORTING, "0", "Report percentiles of submission latency")
                .applier((t, v) -> t.builder().reportOptions(
                        t.builder().reportOptions().withSlatPercentiles((Boolean) v)))
                .build());
    }

    private static UnifiedRwReporting unifiedRw(String v) {
        return switch (v) {
            case "mixed", "1" -> UnifiedRwReporting.MIXED;
            case "both", "2" -> UnifiedRwReporting.BOTH;
            default -> UnifiedRwReporting.NONE;
        };
    }

    private static void safetyOptions(List<JobOption> o) {
        o.add(opt("allow_mounted_write", BOOL, FILES, "0",
                "Allow writes to a block device that is mounted or holds a mounted partition")
                .applier(bools(JobSpec.Builder::allowMountedWrite)).build());
        o.add(opt("readonly", BOOL, JOB, "0", "Refuse jobs that write or trim (fio's --readonly, also as a job option)")
                .applier(bools(JobSpec.Builder::readonly)).build());
    }

    private interface LogChange {
        LogSpec apply(LogSpec current, Object value);
    }

    private static JobOption.Applier logs(LogChange change) {
        return (t, v) -> t.builder().logs(change.apply(t.builder().logs(), v));
    }

    /** A log prefix: the bare option keeps an inherited prefix, else means the job's name (fio). */
    private static String prefix(String current, Object value) {
        String v = (String) value;
        return v.isEmpty() && current != null ? current : v;
    }

    private static void logOptions(List<JobOption> o) {
        o.add(opt("write_bw_log", STRING, LOGS, "",
                "Write a bandwidth log (KiB/s): PREFIX_bw.N.log; the bare name uses the job name")
                .valueOptional().applier(logs((l, v) -> l.withBwLog(prefix(l.bwLog(), v)))).build());
        o.add(opt("write_iops_log", STRING, LOGS, "",
                "Write an IOPS log: PREFIX_iops.N.log; the bare name uses the job name")
                .valueOptional().applier(logs((l, v) -> l.withIopsLog(prefix(l.iopsLog(), v)))).build());
        o.add(opt("write_lat_log", STRING, LOGS, "",
                "Write latency logs in ns: PREFIX_slat.N.log, PREFIX_clat.N.log, PREFIX_lat.N.log")
                .valueOptional().applier(logs((l, v) -> l.withLatLog(prefix(l.latLog(), v)))).build());
        o.add(opt("write_hist_log", STRING, LOGS, "",
                "Write fio's clat histogram log every log_hist_msec: PREFIX_clat_hist.N.log")
                .valueOptional().applier(logs((l, v) -> l.withHistLog(prefix(l.histLog(), v)))).build());
        o.add(opt("write_hdr_log", STRING, LOGS, "",
                "jfio extra: write an HdrHistogram interval log of clat (ns, one histogram per direction, "
                + "tagged read/write/trim) every log_hdr_msec: PREFIX_clat.N.hlog, read by HistogramLogReader")
                .valueOptional().applier(logs((l, v) -> l.withHdrLog(prefix(l.hdrLog(), v)))).build());
        o.add(opt("log_avg_msec", INT, LOGS, "0",
                "Average bw/iops/lat log rows over this many ms per direction (0: a row per I/O)")
                .range(0, INT_MAX).applier(logs((l, v) -> l.withAvgMs((Long) v))).build());
        o.add(opt("log_max_value", BOOL, LOGS, "0", "Log the maximum of a log_avg_msec window instead of its average")
                .applier(logs((l, v) -> l.withMaxValue((Boolean) v))).build());
        o.add(opt("log_offset", BOOL, LOGS, "0", "Add the I/O's offset to each log row")
                .applier(logs((l, v) -> l.withOffset((Boolean) v))).build());
        o.add(opt("log_prio", BOOL, LOGS, "0", "Write the priority column as fio's ioprio value (0x0000: jfio sets none)")
                .applier(logs((l, v) -> l.withPrio((Boolean) v))).build());
        o.add(opt("per_job_logs", BOOL, LOGS, "1",
                "Put the job number in log file names (0: PREFIX_type.log, shared and appended to)")
                .applier(logs((l, v) -> l.withPerJobLogs((Boolean) v))).build());
        o.add(opt("log_unix_epoch", BOOL, LOGS, "0", "Log time stamps in ms since the Unix epoch")
                .applier(logs((l, v) -> l.withUnixEpoch((Boolean) v))).build());
        o.add(opt("log_hist_msec", INT, LOGS, "0", "Interval of write_hist_log rows in ms (0: no rows)")
                .range(0, INT_MAX).applier(logs((l, v) -> l.withHistMs((Long) v))).build());
        o.add(opt("log_hist_coarseness", INT, LOGS, "0",
                "Histogram log bins: 1856 halved this many times (0..6: 1856, 928, ..., 29)")
                .range(0, LogSpec.MAX_HIST_COARSENESS)
                .applier(logs((l, v) -> l.withHistCoarseness(Math.toIntExact((Long) v)))).build());
        o.add(opt("log_hdr_msec", INT, LOGS, Long.toString(LogSpec.DEFAULT_HDR_MS),
                "jfio extra: interval of write_hdr_log histograms in ms")
                .range(1, INT_MAX).applier(logs((l, v) -> l.withHdrMs((Long) v))).build());
        o.add(opt("log_entries", INT, LOGS, "1024", "Initial log entries (jfio preallocates its own buffers)")
                .range(1, INT_MAX).support(OptionSupport.NO_EFFECT).build());
        o.add(opt("log_compression", SIZE, LOGS, "0", "Compress logs in chunks of this size (not implemented yet)")
                .support(OptionSupport.NOT_IMPLEMENTED).build());
        o.add(opt("log_store_compressed", BOOL, LOGS, "0", "Store logs compressed (not implemented yet)")
                .support(OptionSupport.NOT_IMPLEMENTED).build());
        o.add(opt("log_alternate_epoch", BOOL, LOGS, "0", "Log time stamps of another clock (not implemented yet)")
                .support(OptionSupport.NOT_IMPLEMENTED).build());
    }
}
