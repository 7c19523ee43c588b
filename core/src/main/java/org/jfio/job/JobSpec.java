package org.jfio.job;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

/**
 * One fio job section, typed and validated: what the job does, per clone. Build with
 * {@link #builder(String)}; {@link Builder#build()} checks everything once and fills fio's
 * defaults, so a {@code JobSpec} is always runnable as far as its options go.
 *
 * <p>Sizes are bytes, times nanoseconds unless the name says otherwise. Defaults are fio
 * 3.33's ({@code fio --cmdhelp}). Immutable and thread-safe.
 */
public final class JobSpec {

    /** fio's default {@code percentile_list}. */
    public static final double[] DEFAULT_PERCENTILES = {
        1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99};
    /** fio's default block size: 4 KiB. */
    public static final long DEFAULT_BLOCK_SIZE_BYTES = 4096;
    /** fio's default {@code bwavgtime}/{@code iopsavgtime}: 500 ms. */
    public static final long DEFAULT_AVG_TIME_MS = 500;
    /** fio's default {@code randseed}. */
    public static final long DEFAULT_RANDSEED = 0x89;
    /** fio's default engine on Linux. */
    public static final String DEFAULT_IOENGINE = "psync";
    /** fio's default {@code rate_cycle}: 1000 ms. */
    public static final long DEFAULT_RATE_CYCLE_MS = 1000;
    /** fio's default {@code filename_format}. */
    public static final String DEFAULT_FILENAME_FORMAT = "$jobname.$jobnum.$filenum";
    /** fio's default {@code buffer_compress_chunk}: 512 bytes. */
    public static final long DEFAULT_BUFFER_COMPRESS_CHUNK_BYTES = 512;

    private final String name;
    private final ReadWrite rw;
    private final int rwmixread;
    private final long[] blockSizeBytes;
    private final long sizeBytes;
    private final long ioSizeBytes;
    private final List<String> filenames;
    private final String directory;
    private final long offsetBytes;
    private final int iodepth;
    private final int iodepthBatchSubmit;
    private final int iodepthBatchCompleteMin;
    private final int iodepthBatchCompleteMax;
    private final int iodepthLow;
    private final int numjobs;
    private final long runtimeNs;
    private final boolean timeBased;
    private final long rampTimeNs;
    private final int loops;
    private final boolean direct;
    private final boolean invalidate;
    private final boolean randrepeat;
    private final long randseed;
    private final boolean norandommap;
    private final String ioengine;
    private final boolean groupReporting;
    private final int fsyncEvery;
    private final int fdatasyncEvery;
    private final boolean endFsync;
    private final boolean fsyncOnClose;
    private final SyncMode syncMode;
    private final boolean stonewall;
    private final boolean newGroup;
    private final long bwAvgTimeMs;
    private final long iopsAvgTimeMs;
    private final double[] percentileList;
    private final ReportOptions reportOptions;
    private final boolean zeroBuffers;
    private final EngineOptions engineOptions;
    private final int[] cpusAllowed;
    private final boolean cpusAllowedSplit;
    private final Map<String, String> options;
    private final long[] maxBlockSizeBytes;
    private final List<List<BlockSizeSplit>> bssplit;
    private final boolean bsUnaligned;
    private final long[] blockAlignBytes;
    private final RandomDistribution randomDistribution;
    private final RandomGeneratorType randomGenerator;
    private final int[] percentageRandom;
    private final long[] rateBytesPerSec;
    private final long[] rateIops;
    private final long[] rateMinBytesPerSec;
    private final long[] rateIopsMin;
    private final RateProcess rateProcess;
    private final long rateCycleMs;
    private final long thinktimeNs;
    private final long thinktimeSpinNs;
    private final int thinktimeBlocks;
    private final long thinktimeIotimeNs;
    private final ThinktimeBlocksType thinktimeBlocksType;
    private final long startDelayNs;
    private final long startDelayMaxNs;
    private final long numberIos;
    private final long offsetIncrementBytes;
    private final FilePercentages filePercentages;
    private final MeasureOptions measure;
    private final long fileSizeMinBytes;
    private final long fileSizeMaxBytes;
    private final boolean sizeFromFileSize;
    private final int nrfiles;
    private final FileServiceType fileServiceType;
    private final int fileServiceNr;
    private final RandomDistribution fileServiceDistribution;
    private final String filenameFormat;
    private final int ddirSeqNr;
    private final long ddirSeqAddBytes;
    private final RwSequencer rwSequencer;
    private final String writeIolog;
    private final boolean unlink;
    private final boolean allowFileCreate;
    private final boolean createOnOpen;
    private final boolean overwrite;
    private final boolean preRead;
    private final FallocateMode fallocate;
    private final boolean refillBuffers;
    private final boolean scrambleBuffers;
    private final int bufferCompressPercentage;
    private final long bufferCompressChunkBytes;
    private final byte[] bufferPattern;
    private final boolean exitall;
    private final String waitFor;
    private final ContinueOnError continueOnError;
    private final SafetyOptions safety;
    private final LogSpec logs;

    private JobSpec(Builder b) {
        this.name = b.name;
        this.rw = b.rw;
        this.rwmixread = b.rwmixread;
        this.blockSizeBytes = b.blockSizeBytes.clone();
        this.sizeBytes = b.sizeBytes;
        this.ioSizeBytes = b.ioSizeBytes;
        this.filenames = List.copyOf(b.filenames);
        this.directory = b.directory;
        this.offsetBytes = b.offsetBytes;
        this.iodepth = b.iodepth;
        this.iodepthBatchSubmit = b.iodepthBatchSubmit;
        this.iodepthBatchCompleteMin = b.iodepthBatchCompleteMin;
        this.iodepthBatchCompleteMax = b.iodepthBatchCompleteMax;
        this.iodepthLow = b.iodepthLow;
        this.numjobs = b.numjobs;
        this.runtimeNs = b.runtimeNs;
        this.timeBased = b.timeBased;
        this.rampTimeNs = b.rampTimeNs;
        this.loops = b.loops;
        this.direct = b.direct;
        this.invalidate = b.invalidate;
        this.randrepeat = b.randrepeat;
        this.randseed = b.randseed;
        this.norandommap = b.norandommap;
        this.ioengine = b.ioengine;
        this.groupReporting = b.groupReporting;
        this.fsyncEvery = b.fsyncEvery;
        this.fdatasyncEvery = b.fdatasyncEvery;
        this.endFsync = b.endFsync;
        this.fsyncOnClose = b.fsyncOnClose;
        this.syncMode = b.syncMode;
        this.stonewall = b.stonewall;
        this.newGroup = b.newGroup;
        this.bwAvgTimeMs = b.bwAvgTimeMs;
        this.iopsAvgTimeMs = b.iopsAvgTimeMs;
        this.percentileList = b.percentileList.clone();
        this.reportOptions = b.reportOptions;
        this.zeroBuffers = b.zeroBuffers;
        this.engineOptions = new EngineOptions(b.engineOptions);
        this.cpusAllowed = b.cpusAllowed.clone();
        this.cpusAllowedSplit = b.cpusAllowedSplit;
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(b.options));
        this.maxBlockSizeBytes = b.maxBlockSizeBytes.clone();
        this.bssplit = List.copyOf(b.bssplit);
        this.bsUnaligned = b.bsUnaligned;
        this.blockAlignBytes = b.blockAlignBytes.clone();
        this.randomDistribution = b.randomDistribution;
        this.randomGenerator = b.randomGenerator;
        this.percentageRandom = b.percentageRandom.clone();
        this.rateBytesPerSec = b.rateBytesPerSec.clone();
        this.rateIops = b.rateIops.clone();
        this.rateMinBytesPerSec = b.rateMinBytesPerSec.clone();
        this.rateIopsMin = b.rateIopsMin.clone();
        this.rateProcess = b.rateProcess;
        this.rateCycleMs = b.rateCycleMs;
        this.thinktimeNs = b.thinktimeNs;
        this.thinktimeSpinNs = b.thinktimeSpinNs;
        this.thinktimeBlocks = b.thinktimeBlocks;
        this.thinktimeIotimeNs = b.thinktimeIotimeNs;
        this.thinktimeBlocksType = b.thinktimeBlocksType;
        this.startDelayNs = b.startDelayNs;
        this.startDelayMaxNs = b.startDelayMaxNs;
        this.numberIos = b.numberIos;
        this.offsetIncrementBytes = b.offsetIncrementBytes;
        this.filePercentages = b.filePercentages;
        this.measure = b.measure;
        this.fileSizeMinBytes = b.fileSizeMinBytes;
        this.fileSizeMaxBytes = b.fileSizeMaxBytes;
        this.sizeFromFileSize = b.sizeFromFileSize;
        this.nrfiles = b.nrfiles;
        this.fileServiceType = b.fileServiceType;
        this.fileServiceNr = b.fileServiceNr;
        this.fileServiceDistribution = b.fileServiceDistribution;
        this.filenameFormat = b.filenameFormat;
        this.ddirSeqNr = b.ddirSeqNr;
        this.ddirSeqAddBytes = b.ddirSeqAddBytes;
        this.rwSequencer = b.rwSequencer;
        this.writeIolog = b.writeIolog;
        this.logs = b.logs;
        this.unlink = b.unlink;
        this.allowFileCreate = b.allowFileCreate;
        this.createOnOpen = b.createOnOpen;
        this.overwrite = b.overwrite;
        this.preRead = b.preRead;
        this.fallocate = b.fallocate;
        this.refillBuffers = b.refillBuffers;
        this.scrambleBuffers = b.scrambleBuffers;
        this.bufferCompressPercentage = b.bufferCompressPercentage;
        this.bufferCompressChunkBytes = b.bufferCompressChunkBytes;
        this.bufferPattern = b.bufferPattern == null ? null : b.bufferPattern.clone();
        this.exitall = b.exitall;
        this.waitFor = b.waitFor;
        this.continueOnError = b.continueOnError;
        this.safety = b.safety;
    }

    /** @return a builder for a job called {@code name}, with fio's defaults */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** @return a builder holding this job's settings, to derive a variant */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** @return the job's name ({@code name}, or the section name) */
    public String name() {
        return name;
    }

    /** @return the I/O pattern ({@code rw}) */
    public ReadWrite rw() {
        return rw;
    }

    /** @return percentage of reads in a mixed workload, 0..100 ({@code rwmixread}) */
    public int rwmixread() {
        return rwmixread;
    }

    /**
     * @return the (smallest) block size in bytes of a data direction: {@code bs}, or the minimum
     *         of {@code bsrange}/{@code bssplit}
     */
    public long blockSizeBytes(DataDirection ddir) {
        return blockSizeBytes[ddir.ordinal()];
    }

    /** @return the smallest block size of a data direction (the same as {@link #blockSizeBytes}) */
    public long minBlockSizeBytes(DataDirection ddir) {
        return blockSizeBytes[ddir.ordinal()];
    }

    /** @return the largest block size of a data direction ({@code bsrange}/{@code bssplit}; else {@code bs}) */
    public long maxBlockSizeBytes(DataDirection ddir) {
        return maxBlockSizeBytes[ddir.ordinal()];
    }

    /** @return the largest block size any direction this job issues can use: the I/O buffers' size */
    public long maxBlockSizeBytes() {
        long max = 0;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (issues(d)) {
                max = Math.max(max, maxBlockSizeBytes[d]);
            }
        }
        return max;
    }

    /** @return the smallest block size among the directions this job issues (fio's {@code rw_min_bs}) */
    public long minBlockSizeBytes() {
        long min = Long.MAX_VALUE;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (issues(d)) {
                min = Math.min(min, blockSizeBytes[d]);
            }
        }
        return min;
    }

    private boolean issues(int ddir) {
        return switch (ddir) {
            case 0 -> rw.hasReads();
            case 1 -> rw.hasWrites();
            default -> rw.hasTrims();
        };
    }

    /** @return the {@code bssplit} entries of a data direction, empty when it has none */
    public List<BlockSizeSplit> bssplit(DataDirection ddir) {
        return bssplit.get(ddir.ordinal());
    }

    /** @return true when block sizes of a range need not be multiples of the minimum ({@code bs_unaligned}) */
    public boolean bsUnaligned() {
        return bsUnaligned;
    }

    /** @return alignment of random offsets of a direction ({@code blockalign}), 0 when unset (the minimum bs) */
    public long blockAlignBytes(DataDirection ddir) {
        return blockAlignBytes[ddir.ordinal()];
    }

    /** @return how random offsets spread ({@code random_distribution}) */
    public RandomDistribution randomDistribution() {
        return randomDistribution;
    }

    /** @return the source of random offsets ({@code random_generator}) */
    public RandomGeneratorType randomGenerator() {
        return randomGenerator;
    }

    /** @return percent of a direction's offsets that are random in a random job ({@code percentage_random}) */
    public int percentageRandom(DataDirection ddir) {
        return percentageRandom[ddir.ordinal()];
    }

    /** @return bandwidth cap of a direction in bytes per second ({@code rate}), 0 for none */
    public long rateBytesPerSec(DataDirection ddir) {
        return rateBytesPerSec[ddir.ordinal()];
    }

    /** @return IOPS cap of a direction ({@code rate_iops}), 0 for none */
    public long rateIops(DataDirection ddir) {
        return rateIops[ddir.ordinal()];
    }

    /** @return least bandwidth of a direction in bytes per second ({@code rate_min}), 0 for none */
    public long rateMinBytesPerSec(DataDirection ddir) {
        return rateMinBytesPerSec[ddir.ordinal()];
    }

    /** @return least IOPS of a direction ({@code rate_iops_min}), 0 for none */
    public long rateIopsMin(DataDirection ddir) {
        return rateIopsMin[ddir.ordinal()];
    }

    /** @return true when any direction has a {@code rate} or {@code rate_iops} cap */
    public boolean rateLimited() {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (rateBytesPerSec[d] > 0 || rateIops[d] > 0) {
                return true;
            }
        }
        return false;
    }

    /** @return how issue times are spread under a rate cap ({@code rate_process}) */
    public RateProcess rateProcess() {
        return rateProcess;
    }

    /** @return the window of the {@code rate_min} checks in milliseconds ({@code rate_cycle}) */
    public long rateCycleMs() {
        return rateCycleMs;
    }

    /** @return stall after each {@code thinktime_blocks} I/Os, in nanoseconds ({@code thinktime}), 0 for none */
    public long thinktimeNs() {
        return thinktimeNs;
    }

    /** @return the busy-spinning part of the thinktime stall in nanoseconds ({@code thinktime_spin}) */
    public long thinktimeSpinNs() {
        return thinktimeSpinNs;
    }

    /** @return I/Os between thinktime stalls ({@code thinktime_blocks}) */
    public int thinktimeBlocks() {
        return thinktimeBlocks;
    }

    /**
     * @return {@code thinktime_iotime} in nanoseconds: a stall is also due once this much time
     *         has passed since the last one (0: off). When it is set and {@code thinktime_blocks}
     *         is not, only the time counts (fio 3.33), which the parser expresses as
     *         {@link #thinktimeBlocks()} = {@link Integer#MAX_VALUE}.
     */
    public long thinktimeIotimeNs() {
        return thinktimeIotimeNs;
    }

    /** @return what {@code thinktime_blocks} counts ({@code thinktime_blocks_type}) */
    public ThinktimeBlocksType thinktimeBlocksType() {
        return thinktimeBlocksType;
    }

    /** @return delay before the job starts in nanoseconds ({@code startdelay}; the low end of a range) */
    public long startDelayNs() {
        return startDelayNs;
    }

    /** @return the high end of a {@code startdelay} range (equal to {@link #startDelayNs()} without one) */
    public long startDelayMaxNs() {
        return startDelayMaxNs;
    }

    /** @return data I/Os after which the job stops ({@code number_ios}), 0 for no limit */
    public long numberIos() {
        return numberIos;
    }

    /** @return the region offset added per clone ({@code offset_increment}) */
    public long offsetIncrementBytes() {
        return offsetIncrementBytes;
    }

    /**
     * @return the parts of the region given in percent of each file's length ({@code size=50%},
     *         {@code offset=25%}, {@code offset_increment=10%}); {@link FilePercentages#NONE} when
     *         all are in bytes
     */
    public FilePercentages filePercentages() {
        return filePercentages;
    }

    /** @return what the job measures and whether it is reported ({@code disable_*}, {@code gtod_reduce}, {@code stats}) */
    public MeasureOptions measure() {
        return measure;
    }

    /**
     * @return true when {@code filesize} is a range ({@code filesize=1m-4m}) and {@code size} was
     *         not given: each file then gets its own size in the range (rounded down to the
     *         smallest block size, repeatable from {@code randseed}) and the job covers their sum
     */
    public boolean fileSizeIsRange() {
        return fileSizeMaxBytes > fileSizeMinBytes && sizeFromFileSize;
    }

    /** @return the smallest file size of a {@code filesize} range (0 when not set) */
    public long fileSizeMinBytes() {
        return fileSizeMinBytes;
    }

    /** @return the largest file size of a {@code filesize} range (0 when not set) */
    public long fileSizeMaxBytes() {
        return fileSizeMaxBytes;
    }

    /** @return files per clone when names are generated ({@code nrfiles}) */
    public int nrfiles() {
        return nrfiles;
    }

    /** @return how the file of each I/O is chosen ({@code file_service_type}) */
    public FileServiceType fileServiceType() {
        return fileServiceType;
    }

    /** @return I/Os per file before switching (the {@code :N} of {@code file_service_type}), at least 1 */
    public int fileServiceNr() {
        return fileServiceNr;
    }

    /**
     * @return the distribution over the files for {@code file_service_type=zipf|pareto|normal}
     *         (its parameter from the {@code :} suffix), {@link RandomDistribution#RANDOM} otherwise
     */
    public RandomDistribution fileServiceDistribution() {
        return fileServiceDistribution;
    }

    /** @return the template of generated file names ({@code filename_format}) */
    public String filenameFormat() {
        return filenameFormat;
    }

    /**
     * @param jobnum  the clone number, from 0
     * @param filenum the file number within the clone, from 0
     * @return the generated file name ({@code filename_format} with {@code $jobname},
     *         {@code $jobnum}, {@code $filenum} and {@code $clientuid} replaced), without the
     *         directory
     */
    public String generatedFilename(int jobnum, int filenum) {
        return filenameFormat.replace("$jobname", name).replace("$jobnum", Integer.toString(jobnum))
                .replace("$filenum", Integer.toString(filenum)).replace("$clientuid", "0");
    }

    /** @return for random patterns, I/Os per random offset (the {@code :N} of {@code rw}), at least 1 */
    public int ddirSeqNr() {
        return ddirSeqNr;
    }

    /** @return for sequential patterns, bytes skipped after each I/O (the {@code :N} of {@code rw}) */
    public long ddirSeqAddBytes() {
        return ddirSeqAddBytes;
    }

    /** @return what happens between random offsets with {@code rw=...:N} ({@code rw_sequencer}) */
    public RwSequencer rwSequencer() {
        return rwSequencer;
    }

    /** @return the file to write the I/O log to ({@code write_iolog}), or null */
    public String writeIolog() {
        return writeIolog;
    }

    /** @return the log files the job writes ({@code write_bw_log} and the rest), {@link LogSpec#NONE} by default */
    public LogSpec logs() {
        return logs;
    }

    /** @return true to delete the files jfio created for the job when it ends ({@code unlink}) */
    public boolean unlink() {
        return unlink;
    }

    /** @return true when missing files may be created ({@code allow_file_create}) */
    public boolean allowFileCreate() {
        return allowFileCreate;
    }

    /** @return {@code create_on_open} as given (files are laid out before the job either way) */
    public boolean createOnOpen() {
        return createOnOpen;
    }

    /** @return true to fill new files with data even for write-only jobs ({@code overwrite}) */
    public boolean overwrite() {
        return overwrite;
    }

    /** @return true to read the files into the page cache before the job ({@code pre_read}) */
    public boolean preRead() {
        return preRead;
    }

    /** @return how files laid out without data get their space ({@code fallocate}) */
    public FallocateMode fallocate() {
        return fallocate;
    }

    /** @return true to write fresh random data into every write buffer ({@code refill_buffers}) */
    public boolean refillBuffers() {
        return refillBuffers;
    }

    /** @return true to alter a few bytes of every write buffer against dedupe ({@code scramble_buffers}) */
    public boolean scrambleBuffers() {
        return scrambleBuffers;
    }

    /** @return percent of each chunk that compresses ({@code buffer_compress_percentage}), 0 for none */
    public int bufferCompressPercentage() {
        return bufferCompressPercentage;
    }

    /** @return chunk size of {@code buffer_compress_percentage} ({@code buffer_compress_chunk}) */
    public long bufferCompressChunkBytes() {
        return bufferCompressChunkBytes;
    }

    /** @return the bytes repeated through the buffers ({@code buffer_pattern}), a copy, or null */
    public byte[] bufferPattern() {
        return bufferPattern == null ? null : bufferPattern.clone();
    }

    /** @return true to stop the other jobs of the group when this one ends ({@code exitall}) */
    public boolean exitall() {
        return exitall;
    }

    /** @return the name of the job this one starts after ({@code wait_for}), or null */
    public String waitFor() {
        return waitFor;
    }

    /** @return which failed I/Os are counted and passed over ({@code continue_on_error}) */
    public ContinueOnError continueOnError() {
        return continueOnError;
    }

    /** @return {@code readonly} and {@code allow_mounted_write} */
    public SafetyOptions safety() {
        return safety;
    }

    /** @return the I/O region size per clone in bytes ({@code size}), or -1 when unset */
    public long sizeBytes() {
        return sizeBytes;
    }

    /** @return bytes of I/O per loop ({@code io_size}), or -1 to use the region size */
    public long ioSizeBytes() {
        return ioSizeBytes;
    }

    /** @return explicit file names ({@code filename}, {@code :}-list); empty to generate names */
    public List<String> filenames() {
        return filenames;
    }

    /** @return directory for files ({@code directory}), or null for the working directory */
    public String directory() {
        return directory;
    }

    /** @return start of the I/O region ({@code offset}) */
    public long offsetBytes() {
        return offsetBytes;
    }

    /** @return requests kept in flight ({@code iodepth}) */
    public int iodepth() {
        return iodepth;
    }

    /** @return requests staged per submit ({@code iodepth_batch_submit}), 1..iodepth */
    public int iodepthBatchSubmit() {
        return iodepthBatchSubmit;
    }

    /** @return least completions per reap ({@code iodepth_batch_complete_min}), 0..iodepth */
    public int iodepthBatchCompleteMin() {
        return iodepthBatchCompleteMin;
    }

    /** @return most completions per reap ({@code iodepth_batch_complete_max}) */
    public int iodepthBatchCompleteMax() {
        return iodepthBatchCompleteMax;
    }

    /** @return depth to drain to before refilling ({@code iodepth_low}) */
    public int iodepthLow() {
        return iodepthLow;
    }

    /** @return number of clones ({@code numjobs}) */
    public int numjobs() {
        return numjobs;
    }

    /** @return time cap in nanoseconds ({@code runtime}), 0 for none */
    public long runtimeNs() {
        return runtimeNs;
    }

    /** @return true when the job loops until runtime ends ({@code time_based}) */
    public boolean timeBased() {
        return timeBased;
    }

    /** @return warm-up before measuring, in nanoseconds ({@code ramp_time}) */
    public long rampTimeNs() {
        return rampTimeNs;
    }

    /** @return passes over the region ({@code loops}) */
    public int loops() {
        return loops;
    }

    /** @return true for O_DIRECT ({@code direct=1}) */
    public boolean direct() {
        return direct;
    }

    /** @return true to drop the page cache for the files before the run ({@code invalidate}) */
    public boolean invalidate() {
        return invalidate;
    }

    /** @return true for the same random sequence on every run ({@code randrepeat}) */
    public boolean randrepeat() {
        return randrepeat;
    }

    /** @return seed of the random generators ({@code randseed}) */
    public long randseed() {
        return randseed;
    }

    /** @return true to allow random offsets to repeat within a pass ({@code norandommap}) */
    public boolean norandommap() {
        return norandommap;
    }

    /** @return the engine name ({@code ioengine}) */
    public String ioengine() {
        return ioengine;
    }

    /** @return true to report the group as one ({@code group_reporting}) */
    public boolean groupReporting() {
        return groupReporting;
    }

    /** @return writes between fsyncs ({@code fsync}), 0 for none */
    public int fsyncEvery() {
        return fsyncEvery;
    }

    /** @return writes between fdatasyncs ({@code fdatasync}), 0 for none */
    public int fdatasyncEvery() {
        return fdatasyncEvery;
    }

    /** @return true to fsync each written file when the job ends ({@code end_fsync}) */
    public boolean endFsync() {
        return endFsync;
    }

    /** @return true to fsync each written file when it is closed ({@code fsync_on_close}) */
    public boolean fsyncOnClose() {
        return fsyncOnClose;
    }

    /** @return open flag for synchronous writes ({@code sync}) */
    public SyncMode syncMode() {
        return syncMode;
    }

    /** @return true when the job waits for earlier jobs and starts a group ({@code stonewall}) */
    public boolean stonewall() {
        return stonewall;
    }

    /** @return true when the job starts a new reporting group ({@code new_group}) */
    public boolean newGroup() {
        return newGroup;
    }

    /** @return bandwidth sampling interval in milliseconds ({@code bwavgtime}) */
    public long bwAvgTimeMs() {
        return bwAvgTimeMs;
    }

    /** @return IOPS sampling interval in milliseconds ({@code iopsavgtime}) */
    public long iopsAvgTimeMs() {
        return iopsAvgTimeMs;
    }

    /** @return the clat percentiles to report ({@code percentile_list}), a copy */
    public double[] percentileList() {
        return percentileList.clone();
    }

    /**
     * @return what the reports show for this job: {@code unified_rw_reporting} and which
     *         latencies get percentiles ({@code clat/lat/slat_percentiles})
     */
    public ReportOptions reportOptions() {
        return reportOptions;
    }

    /** @return true to write zeros instead of random data ({@code zero_buffers}) */
    public boolean zeroBuffers() {
        return zeroBuffers;
    }

    /** @return CPUs the job's threads may run on ({@code cpus_allowed}), ascending; empty for no restriction */
    public int[] cpusAllowed() {
        return cpusAllowed.clone();
    }

    /** @return true when each clone takes one CPU of the set in turn ({@code cpus_allowed_policy=split}) */
    public boolean cpusAllowedSplit() {
        return cpusAllowedSplit;
    }

    /** @return values of the engine-specific options the job set (e.g. io_uring {@code fixedbufs}) */
    public EngineOptions engineOptions() {
        return engineOptions;
    }

    /**
     * @return the options as written for this job (section and command line, not globals),
     *         names and values as strings, for fio's JSON {@code "job options"}
     */
    public Map<String, String> options() {
        return options;
    }

    /** Collects a job's settings; {@link #build()} validates them once. Not thread-safe. */
    public static final class Builder {
        private String name;
        private ReadWrite rw = ReadWrite.READ;
        private int rwmixread = 50;
        private final long[] blockSizeBytes = {
            DEFAULT_BLOCK_SIZE_BYTES, DEFAULT_BLOCK_SIZE_BYTES, DEFAULT_BLOCK_SIZE_BYTES};
        private long sizeBytes = -1;
        private long ioSizeBytes = -1;
        private List<String> filenames = List.of();
        private String directory;
        private long offsetBytes;
        private int iodepth = 1;
        private int iodepthBatchSubmit = 1;
        private int iodepthBatchCompleteMin = 1;
        private int iodepthBatchCompleteMax;
        private int iodepthLow;
        private int numjobs = 1;
        private long runtimeNs;
        private boolean timeBased;
        private long rampTimeNs;
        private int loops = 1;
        private boolean direct;
        private boolean invalidate = true;
        private boolean randrepeat = true;
        private long randseed = DEFAULT_RANDSEED;
        private boolean norandommap;
        private String ioengine = DEFAULT_IOENGINE;
        private boolean groupReporting;
        private int fsyncEvery;
        private int fdatasyncEvery;
        private boolean endFsync;
        private boolean fsyncOnClose;
        private SyncMode syncMode = SyncMode.NONE;
        private boolean stonewall;
        private boolean newGroup;
        private long bwAvgTimeMs = DEFAULT_AVG_TIME_MS;
        private long iopsAvgTimeMs = DEFAULT_AVG_TIME_MS;
        private double[] percentileList = DEFAULT_PERCENTILES;
        private ReportOptions reportOptions = ReportOptions.DEFAULT;
        private boolean zeroBuffers;
        private final Map<String, Object> engineOptions = new LinkedHashMap<>();
        private int[] cpusAllowed = new int[0];
        private boolean cpusAllowedSplit;
        private final Map<String, String> options = new LinkedHashMap<>();
        private final long[] maxBlockSizeBytes = {
            DEFAULT_BLOCK_SIZE_BYTES, DEFAULT_BLOCK_SIZE_BYTES, DEFAULT_BLOCK_SIZE_BYTES};
        private final List<List<BlockSizeSplit>> bssplit = new ArrayList<>(List.of(List.of(), List.of(), List.of()));
        private boolean bsUnaligned;
        private final long[] blockAlignBytes = new long[DataDirection.DATA_COUNT];
        private RandomDistribution randomDistribution = RandomDistribution.RANDOM;
        private RandomGeneratorType randomGenerator = RandomGeneratorType.TAUSWORTHE;
        private final int[] percentageRandom = {100, 100, 100};
        private final long[] rateBytesPerSec = new long[DataDirection.DATA_COUNT];
        private final long[] rateIops = new long[DataDirection.DATA_COUNT];
        private final long[] rateMinBytesPerSec = new long[DataDirection.DATA_COUNT];
        private final long[] rateIopsMin = new long[DataDirection.DATA_COUNT];
        private RateProcess rateProcess = RateProcess.LINEAR;
        private long rateCycleMs = DEFAULT_RATE_CYCLE_MS;
        private long thinktimeNs;
        private long thinktimeSpinNs;
        private int thinktimeBlocks = 1;
        private long thinktimeIotimeNs;
        private ThinktimeBlocksType thinktimeBlocksType = ThinktimeBlocksType.COMPLETE;
        private long startDelayNs;
        private long startDelayMaxNs;
        private long numberIos;
        private long offsetIncrementBytes;
        private FilePercentages filePercentages = FilePercentages.NONE;
        private MeasureOptions measure = MeasureOptions.DEFAULT;
        private long fileSizeMinBytes;
        private long fileSizeMaxBytes;
        private boolean sizeFromFileSize;
        private int nrfiles = 1;
        private FileServiceType fileServiceType = FileServiceType.ROUNDROBIN;
        private int fileServiceNr = 1;
        private RandomDistribution fileServiceDistribution = RandomDistribution.RANDOM;
        private String filenameFormat = DEFAULT_FILENAME_FORMAT;
        private int ddirSeqNr = 1;
        private long ddirSeqAddBytes;
        private RwSequencer rwSequencer = RwSequencer.SEQUENTIAL;
        private String writeIolog;
        private LogSpec logs = LogSpec.NONE;
        private boolean bwAvgTimeSet;
        private boolean iopsAvgTimeSet;
        private boolean unlink;
        private boolean allowFileCreate = true;
        private boolean createOnOpen;
        private boolean overwrite;
        private boolean preRead;
        private FallocateMode fallocate = FallocateMode.NATIVE;
        private boolean refillBuffers;
        private boolean scrambleBuffers = true;
        private int bufferCompressPercentage;
        private long bufferCompressChunkBytes = DEFAULT_BUFFER_COMPRESS_CHUNK_BYTES;
        private byte[] bufferPattern;
        private boolean exitall;
        private String waitFor;
        private ContinueOnError continueOnError = ContinueOnError.NONE;
        private SafetyOptions safety = SafetyOptions.DEFAULT;

        private Builder(String name) {
            this.name = name;
        }

        private Builder(JobSpec s) {
            name = s.name;
            rw = s.rw;
            rwmixread = s.rwmixread;
            System.arraycopy(s.blockSizeBytes, 0, blockSizeBytes, 0, blockSizeBytes.length);
            sizeBytes = s.sizeBytes;
            ioSizeBytes = s.ioSizeBytes;
            filenames = s.filenames;
            directory = s.directory;
            offsetBytes = s.offsetBytes;
            iodepth = s.iodepth;
            iodepthBatchSubmit = s.iodepthBatchSubmit;
            iodepthBatchCompleteMin = s.iodepthBatchCompleteMin;
            iodepthBatchCompleteMax = s.iodepthBatchCompleteMax;
            iodepthLow = s.iodepthLow;
            numjobs = s.numjobs;
            runtimeNs = s.runtimeNs;
            timeBased = s.timeBased;
            rampTimeNs = s.rampTimeNs;
            loops = s.loops;
            direct = s.direct;
            invalidate = s.invalidate;
            randrepeat = s.randrepeat;
            randseed = s.randseed;
            norandommap = s.norandommap;
            ioengine = s.ioengine;
            groupReporting = s.groupReporting;
            fsyncEvery = s.fsyncEvery;
            fdatasyncEvery = s.fdatasyncEvery;
            endFsync = s.endFsync;
            fsyncOnClose = s.fsyncOnClose;
            syncMode = s.syncMode;
            stonewall = s.stonewall;
            newGroup = s.newGroup;
            bwAvgTimeMs = s.bwAvgTimeMs;
            iopsAvgTimeMs = s.iopsAvgTimeMs;
            percentileList = s.percentileList;
            reportOptions = s.reportOptions;
            zeroBuffers = s.zeroBuffers;
            engineOptions.putAll(s.engineOptions.values());
            cpusAllowed = s.cpusAllowed.clone();
            cpusAllowedSplit = s.cpusAllowedSplit;
            options.putAll(s.options);
            System.arraycopy(s.maxBlockSizeBytes, 0, maxBlockSizeBytes, 0, maxBlockSizeBytes.length);
            for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                bssplit.set(d, s.bssplit.get(d));
            }
            bsUnaligned = s.bsUnaligned;
            System.arraycopy(s.blockAlignBytes, 0, blockAlignBytes, 0, blockAlignBytes.length);
            randomDistribution = s.randomDistribution;
            randomGenerator = s.randomGenerator;
            System.arraycopy(s.percentageRandom, 0, percentageRandom, 0, percentageRandom.length);
            System.arraycopy(s.rateBytesPerSec, 0, rateBytesPerSec, 0, rateBytesPerSec.length);
            System.arraycopy(s.rateIops, 0, rateIops, 0, rateIops.length);
            System.arraycopy(s.rateMinBytesPerSec, 0, rateMinBytesPerSec, 0, rateMinBytesPerSec.length);
            System.arraycopy(s.rateIopsMin, 0, rateIopsMin, 0, rateIopsMin.length);
            rateProcess = s.rateProcess;
            rateCycleMs = s.rateCycleMs;
            thinktimeNs = s.thinktimeNs;
            thinktimeSpinNs = s.thinktimeSpinNs;
            thinktimeIotimeNs = s.thinktimeIotimeNs;
            thinktimeBlocks = s.thinktimeBlocks;
            thinktimeBlocksType = s.thinktimeBlocksType;
            startDelayNs = s.startDelayNs;
            startDelayMaxNs = s.startDelayMaxNs;
            numberIos = s.numberIos;
            offsetIncrementBytes = s.offsetIncrementBytes;
            filePercentages = s.filePercentages;
            measure = s.measure;
            fileSizeMinBytes = s.fileSizeMinBytes;
            fileSizeMaxBytes = s.fileSizeMaxBytes;
            sizeFromFileSize = s.sizeFromFileSize;
            nrfiles = s.nrfiles;
            fileServiceType = s.fileServiceType;
            fileServiceNr = s.fileServiceNr;
            fileServiceDistribution = s.fileServiceDistribution;
            filenameFormat = s.filenameFormat;
            ddirSeqNr = s.ddirSeqNr;
            ddirSeqAddBytes = s.ddirSeqAddBytes;
            rwSequencer = s.rwSequencer;
            writeIolog = s.writeIolog;
            logs = s.logs;
            // build() already folded log_avg_msec into the intervals; keep them as they are
            bwAvgTimeSet = true;
            iopsAvgTimeSet = true;
            unlink = s.unlink;
            allowFileCreate = s.allowFileCreate;
            createOnOpen = s.createOnOpen;
            overwrite = s.overwrite;
            preRead = s.preRead;
            fallocate = s.fallocate;
            refillBuffers = s.refillBuffers;
            scrambleBuffers = s.scrambleBuffers;
            bufferCompressPercentage = s.bufferCompressPercentage;
            bufferCompressChunkBytes = s.bufferCompressChunkBytes;
            bufferPattern = s.bufferPattern;
            exitall = s.exitall;
            waitFor = s.waitFor;
            continueOnError = s.continueOnError;
            safety = s.safety;
        }

        /** Sets the job name. */
        public Builder name(String value) {
            name = value;
            return this;
        }

        /** Sets {@code rw}. */
        public Builder rw(ReadWrite value) {
            rw = value;
            return this;
        }

        /** Sets {@code rwmixread} (percent, 0..100). */
        public Builder rwmixread(int percent) {
            rwmixread = percent;
            return this;
        }

        /** Sets {@code rwmixwrite}: the same as {@code rwmixread = 100 - percent}. */
        public Builder rwmixwrite(int percent) {
            rwmixread = 100 - percent;
            return this;
        }

        /** Sets one block size for every direction (replacing any range or split). */
        public Builder blockSize(long bytes) {
            for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                blockSize(DataDirection.of(d), bytes);
            }
            return this;
        }

        /** Sets the block size of one data direction (replacing any range or split). */
        public Builder blockSize(DataDirection ddir, long bytes) {
            return blockSizeRange(ddir, bytes, bytes);
        }

        /** Sets {@code bsrange} of one data direction (replacing any split). */
        public Builder blockSizeRange(DataDirection ddir, long minBytes, long maxBytes) {
            int d = dataIndex(ddir);
            blockSizeBytes[d] = minBytes;
            maxBlockSizeBytes[d] = maxBytes;
            bssplit.set(d, List.of());
            return this;
        }

        /**
         * Sets {@code bssplit} of one data direction; its smallest and largest sizes become the
         * direction's minimum and maximum block size. An empty list keeps the block size.
         */
        public Builder bssplit(DataDirection ddir, List<BlockSizeSplit> entries) {
            int d = dataIndex(ddir);
            List<BlockSizeSplit> copy = List.copyOf(entries);
            bssplit.set(d, copy);
            if (!copy.isEmpty()) {
                long min = Long.MAX_VALUE;
                long max = 0;
                for (BlockSizeSplit e : copy) {
                    min = Math.min(min, e.sizeBytes());
                    max = Math.max(max, e.sizeBytes());
                }
                blockSizeBytes[d] = min;
                maxBlockSizeBytes[d] = max;
            }
            return this;
        }

        /** Sets {@code bs_unaligned}. */
        public Builder bsUnaligned(boolean value) {
            bsUnaligned = value;
            return this;
        }

        /** Sets {@code blockalign} of one data direction; 0 means the minimum block size. */
        public Builder blockAlign(DataDirection ddir, long bytes) {
            blockAlignBytes[dataIndex(ddir)] = bytes;
            return this;
        }

        /** Sets {@code random_distribution}. */
        public Builder randomDistribution(RandomDistribution value) {
            randomDistribution = java.util.Objects.requireNonNull(value, "randomDistribution");
            return this;
        }

        /** Sets {@code random_generator}. */
        public Builder randomGenerator(RandomGeneratorType value) {
            randomGenerator = java.util.Objects.requireNonNull(value, "randomGenerator");
            return this;
        }

        /** Sets {@code percentage_random} of one data direction. */
        public Builder percentageRandom(DataDirection ddir, int percent) {
            percentageRandom[dataIndex(ddir)] = percent;
            return this;
        }

        /** Sets {@code rate} of one data direction, bytes per second (0: no cap). */
        public Builder rate(DataDirection ddir, long bytesPerSec) {
            rateBytesPerSec[dataIndex(ddir)] = bytesPerSec;
            return this;
        }

        /** Sets {@code rate_iops} of one data direction (0: no cap). */
        public Builder rateIops(DataDirection ddir, long iops) {
            rateIops[dataIndex(ddir)] = iops;
            return this;
        }

        /** Sets {@code rate_min} of one data direction, bytes per second (0: none). */
        public Builder rateMin(DataDirection ddir, long bytesPerSec) {
            rateMinBytesPerSec[dataIndex(ddir)] = bytesPerSec;
            return this;
        }

        /** Sets {@code rate_iops_min} of one data direction (0: none). */
        public Builder rateIopsMin(DataDirection ddir, long iops) {
            rateIopsMin[dataIndex(ddir)] = iops;
            return this;
        }

        /** Sets {@code rate_process}. */
        public Builder rateProcess(RateProcess value) {
            rateProcess = java.util.Objects.requireNonNull(value, "rateProcess");
            return this;
        }

        /** Sets {@code rate_cycle} in milliseconds. */
        public Builder rateCycleMs(long value) {
            rateCycleMs = value;
            return this;
        }

        /** Sets {@code thinktime} in nanoseconds. */
        public Builder thinktimeNs(long value) {
            thinktimeNs = value;
            return this;
        }

        /** Sets {@code thinktime_spin} in nanoseconds. */
        public Builder thinktimeSpinNs(long value) {
            thinktimeSpinNs = value;
            return this;
        }

        /** Sets {@code thinktime_blocks}. */
        public Builder thinktimeBlocks(int value) {
            thinktimeBlocks = value;
            return this;
        }

        /** Sets {@code thinktime_blocks_type}. */
        public Builder thinktimeBlocksType(ThinktimeBlocksType value) {
            thinktimeBlocksType = java.util.Objects.requireNonNull(value, "thinktimeBlocksType");
            return this;
        }

        /** Sets {@code startdelay} in nanoseconds. */
        public Builder startDelayNs(long value) {
            return startDelayNs(value, value);
        }

        /** Sets a {@code startdelay} range: each clone picks a delay in it. */
        public Builder startDelayNs(long minNs, long maxNs) {
            startDelayNs = Math.min(minNs, maxNs);
            startDelayMaxNs = Math.max(minNs, maxNs);
            return this;
        }

        /** Sets {@code number_ios} (0: no limit). */
        public Builder numberIos(long value) {
            numberIos = value;
            return this;
        }

        /** Sets {@code offset_increment}. */
        public Builder offsetIncrement(long bytes) {
            offsetIncrementBytes = bytes;
            filePercentages = filePercentages.withOffsetIncrement(0);
            return this;
        }

        /** Sets {@code nrfiles}. */
        public Builder nrfiles(int value) {
            nrfiles = value;
            return this;
        }

        /** Sets {@code file_service_type} with its {@code :N} (1 when not given). */
        public Builder fileServiceType(FileServiceType type, int iosPerSwitch) {
            fileServiceType = java.util.Objects.requireNonNull(type, "fileServiceType");
            fileServiceNr = iosPerSwitch;
            return this;
        }

        /** Sets the distribution of {@code file_service_type=zipf|pareto|normal} over the files. */
        public Builder fileServiceDistribution(RandomDistribution distribution) {
            fileServiceDistribution = java.util.Objects.requireNonNull(distribution, "fileServiceDistribution");
            return this;
        }

        /** Sets {@code thinktime_iotime} in nanoseconds (0: off). */
        public Builder thinktimeIotimeNs(long ns) {
            thinktimeIotimeNs = ns;
            return this;
        }

        /** Sets {@code filename_format}. */
        public Builder filenameFormat(String value) {
            filenameFormat = java.util.Objects.requireNonNull(value, "filenameFormat");
            return this;
        }

        /** Sets the {@code :N} of a random {@code rw}: I/Os per random offset. */
        public Builder ddirSeqNr(int value) {
            ddirSeqNr = value;
            return this;
        }

        /** Sets the {@code :N} of a sequential {@code rw}: bytes skipped after each I/O. */
        public Builder ddirSeqAdd(long bytes) {
            ddirSeqAddBytes = bytes;
            return this;
        }

        /** Sets {@code rw_sequencer}. */
        public Builder rwSequencer(RwSequencer value) {
            rwSequencer = java.util.Objects.requireNonNull(value, "rwSequencer");
            return this;
        }

        /** Sets the log files the job writes. */
        public Builder logs(LogSpec value) {
            logs = java.util.Objects.requireNonNull(value, "logs");
            return this;
        }

        /** @return the log settings so far (for options that change one of them) */
        LogSpec logs() {
            return logs;
        }

        /** Sets {@code write_iolog} (null: none). */
        public Builder writeIolog(String path) {
            writeIolog = path;
            return this;
        }

        /** Sets {@code unlink}. */
        public Builder unlink(boolean value) {
            unlink = value;
            return this;
        }

        /** Sets {@code allow_file_create}. */
        public Builder allowFileCreate(boolean value) {
            allowFileCreate = value;
            return this;
        }

        /** Sets {@code create_on_open}. */
        public Builder createOnOpen(boolean value) {
            createOnOpen = value;
            return this;
        }

        /** Sets {@code overwrite}. */
        public Builder overwrite(boolean value) {
            overwrite = value;
            return this;
        }

        /** Sets {@code pre_read}. */
        public Builder preRead(boolean value) {
            preRead = value;
            return this;
        }

        /** Sets {@code fallocate}. */
        public Builder fallocate(FallocateMode value) {
            fallocate = java.util.Objects.requireNonNull(value, "fallocate");
            return this;
        }

        /** Sets {@code refill_buffers}. */
        public Builder refillBuffers(boolean value) {
            refillBuffers = value;
            return this;
        }

        /** Sets {@code scramble_buffers}. */
        public Builder scrambleBuffers(boolean value) {
            scrambleBuffers = value;
            return this;
        }

        /** Sets {@code buffer_compress_percentage} (0: off). */
        public Builder bufferCompressPercentage(int percent) {
            bufferCompressPercentage = percent;
            return this;
        }

        /** Sets {@code buffer_compress_chunk}. */
        public Builder bufferCompressChunk(long bytes) {
            bufferCompressChunkBytes = bytes;
            return this;
        }

        /** Sets {@code buffer_pattern} (null: none). */
        public Builder bufferPattern(byte[] pattern) {
            bufferPattern = pattern == null ? null : pattern.clone();
            return this;
        }

        /** Sets {@code exitall}. */
        public Builder exitall(boolean value) {
            exitall = value;
            return this;
        }

        /** Sets {@code wait_for} (null: none). */
        public Builder waitFor(String jobName) {
            waitFor = jobName;
            return this;
        }

        /** Sets {@code continue_on_error}. */
        public Builder continueOnError(ContinueOnError value) {
            continueOnError = java.util.Objects.requireNonNull(value, "continueOnError");
            return this;
        }

        /** Sets {@code readonly}: refuse writes and trims. */
        public Builder readonly(boolean value) {
            safety = safety.withReadonly(value);
            return this;
        }

        /** Sets {@code allow_mounted_write}: allow writes to a mounted block device. */
        public Builder allowMountedWrite(boolean value) {
            safety = safety.withAllowMountedWrite(value);
            return this;
        }

        private static int dataIndex(DataDirection ddir) {
            if (!ddir.isData()) {
                throw new IllegalArgumentException("ddir=" + ddir + " is not a data direction");
            }
            return ddir.ordinal();
        }

        /** Sets {@code size} in bytes (replacing a percentage set before). */
        public Builder size(long bytes) {
            sizeBytes = bytes;
            sizeFromFileSize = false;
            filePercentages = filePercentages.withSize(0);
            return this;
        }

        /** @return the measurement switches set so far */
        public MeasureOptions measure() {
            return measure;
        }

        /** Sets the measurement switches ({@code disable_*}, {@code gtod_reduce}, {@code stats}). */
        public Builder measure(MeasureOptions value) {
            measure = java.util.Objects.requireNonNull(value, "measure");
            return this;
        }

        /** Sets {@code filesize} as a range (min == max for one size). */
        public Builder fileSizeRange(long minBytes, long maxBytes) {
            fileSizeMinBytes = minBytes;
            fileSizeMaxBytes = maxBytes;
            return this;
        }

        /** Sets the job's size from {@code filesize} (no {@code size=} given): a range then sizes each file. */
        Builder sizeFromFileSize(long bytes) {
            size(bytes);
            sizeFromFileSize = true;
            return this;
        }

        /** Sets {@code size=N%}: a percentage of each file's length, in (0, 100]. */
        public Builder sizePercent(double percent) {
            sizeBytes = -1;
            filePercentages = filePercentages.withSize(percent);
            return this;
        }

        /** Sets {@code offset=N%}: a percentage of each file's length, in [0, 100). */
        public Builder offsetPercent(double percent) {
            offsetBytes = 0;
            filePercentages = filePercentages.withOffset(percent);
            return this;
        }

        /** Sets {@code offset_increment=N%}: a percentage of each file's length, in [0, 100). */
        public Builder offsetIncrementPercent(double percent) {
            offsetIncrementBytes = 0;
            filePercentages = filePercentages.withOffsetIncrement(percent);
            return this;
        }

        /** Sets {@code io_size}. */
        public Builder ioSize(long bytes) {
            ioSizeBytes = bytes;
            return this;
        }

        /** Sets the explicit file names ({@code filename}). */
        public Builder filenames(List<String> names) {
            filenames = List.copyOf(names);
            return this;
        }

        /** Sets one explicit file name. */
        public Builder filename(String value) {
            return filenames(List.of(value));
        }

        /** Sets {@code directory}. */
        public Builder directory(String value) {
            directory = value;
            return this;
        }

        /** Sets {@code offset}. */
        public Builder offset(long bytes) {
            offsetBytes = bytes;
            filePercentages = filePercentages.withOffset(0);
            return this;
        }

        /** Sets {@code iodepth}. */
        public Builder iodepth(int value) {
            iodepth = value;
            return this;
        }

        /** Sets {@code iodepth_batch_submit}; 0 means iodepth. */
        public Builder iodepthBatchSubmit(int value) {
            iodepthBatchSubmit = value;
            return this;
        }

        /** Sets {@code iodepth_batch_complete_min}. */
        public Builder iodepthBatchCompleteMin(int value) {
            iodepthBatchCompleteMin = value;
            return this;
        }

        /** Sets {@code iodepth_batch_complete_max}; 0 means the same as the minimum. */
        public Builder iodepthBatchCompleteMax(int value) {
            iodepthBatchCompleteMax = value;
            return this;
        }

        /** Sets {@code iodepth_low}; 0 means iodepth. */
        public Builder iodepthLow(int value) {
            iodepthLow = value;
            return this;
        }

        /** Sets {@code numjobs}. */
        public Builder numjobs(int value) {
            numjobs = value;
            return this;
        }

        /** Sets {@code runtime}. */
        public Builder runtime(long value, TimeUnit unit) {
            runtimeNs = unit.toNanos(value);
            return this;
        }

        /** Sets {@code runtime} in nanoseconds. */
        public Builder runtimeNs(long value) {
            runtimeNs = value;
            return this;
        }

        /** Sets {@code time_based}. */
        public Builder timeBased(boolean value) {
            timeBased = value;
            return this;
        }

        /** Sets {@code ramp_time} in nanoseconds. */
        public Builder rampTimeNs(long value) {
            rampTimeNs = value;
            return this;
        }

        /** Sets {@code loops}. */
        public Builder loops(int value) {
            loops = value;
            return this;
        }

        /** Sets {@code direct}. */
        public Builder direct(boolean value) {
            direct = value;
            return this;
        }

        /** Sets {@code invalidate}. */
        public Builder invalidate(boolean value) {
            invalidate = value;
            return this;
        }

        /** Sets {@code randrepeat}. */
        public Builder randrepeat(boolean value) {
            randrepeat = value;
            return this;
        }

        /** Sets {@code randseed}. */
        public Builder randseed(long value) {
            randseed = value;
            return this;
        }

        /** Sets {@code norandommap}. */
        public Builder norandommap(boolean value) {
            norandommap = value;
            return this;
        }

        /** Sets {@code ioengine}. */
        public Builder ioengine(String value) {
            ioengine = value;
            return this;
        }

        /** Sets {@code group_reporting}. */
        public Builder groupReporting(boolean value) {
            groupReporting = value;
            return this;
        }

        /** Sets {@code fsync}: writes between fsyncs. */
        public Builder fsyncEvery(int writes) {
            fsyncEvery = writes;
            return this;
        }

        /** Sets {@code fdatasync}: writes between fdatasyncs. */
        public Builder fdatasyncEvery(int writes) {
            fdatasyncEvery = writes;
            return this;
        }

        /** Sets {@code fsync_on_close}. */
        public Builder fsyncOnClose(boolean value) {
            fsyncOnClose = value;
            return this;
        }

        /** Sets {@code end_fsync}. */
        public Builder endFsync(boolean value) {
            endFsync = value;
            return this;
        }

        /** Sets {@code sync}. */
        public Builder syncMode(SyncMode value) {
            syncMode = value;
            return this;
        }

        /** Sets {@code stonewall}. */
        public Builder stonewall(boolean value) {
            stonewall = value;
            return this;
        }

        /** Sets {@code new_group}. */
        public Builder newGroup(boolean value) {
            newGroup = value;
            return this;
        }

        /** Sets {@code bwavgtime} in milliseconds. */
        public Builder bwAvgTimeMs(long value) {
            bwAvgTimeMs = value;
            bwAvgTimeSet = true;
            return this;
        }

        /** Sets {@code iopsavgtime} in milliseconds. */
        public Builder iopsAvgTimeMs(long value) {
            iopsAvgTimeMs = value;
            iopsAvgTimeSet = true;
            return this;
        }

        /** Sets {@code percentile_list}. */
        public Builder percentileList(double... values) {
            percentileList = values.clone();
            return this;
        }

        /** Sets {@code unified_rw_reporting} and the {@code *_percentiles} switches. */
        public Builder reportOptions(ReportOptions value) {
            reportOptions = java.util.Objects.requireNonNull(value, "reportOptions");
            return this;
        }

        /** @return the reporting switches set so far */
        public ReportOptions reportOptions() {
            return reportOptions;
        }

        /** Sets {@code zero_buffers}. */
        public Builder zeroBuffers(boolean value) {
            zeroBuffers = value;
            return this;
        }

        /** Sets {@code cpus_allowed}: the CPUs the job's threads may run on (empty: no restriction). */
        public Builder cpusAllowed(int... cpus) {
            cpusAllowed = cpus.clone();
            return this;
        }

        /** Sets {@code cpus_allowed_policy}: true for {@code split}, false for {@code shared}. */
        public Builder cpusAllowedSplit(boolean value) {
            cpusAllowedSplit = value;
            return this;
        }

        /**
         * Sets an engine-specific option's typed value (Boolean, Long or String; see
         * {@link EngineOptions}).
         */
        public Builder engineOption(String name, Object value) {
            engineOptions.put(name, java.util.Objects.requireNonNull(value, "value"));
            return this;
        }

        /** Records an option as the user wrote it, for reports; does not change the job. */
        public Builder option(String key, String value) {
            options.put(key, value);
            return this;
        }

        /**
         * Validates the settings and fills derived defaults (fio's rules: batch sizes of 0
         * mean iodepth, {@code iodepth_low} defaults to iodepth).
         *
         * @throws JfioException with {@code option=value} and the rule broken
         */
        public JobSpec build() {
            if (name == null || name.isBlank()) {
                throw new JfioException("job name must not be empty");
            }
            requireRange("rwmixread", rwmixread, 0, 100);
            for (DataDirection d : new DataDirection[] {DataDirection.READ, DataDirection.WRITE, DataDirection.TRIM}) {
                long bs = blockSizeBytes[d.ordinal()];
                long maxBs = maxBlockSizeBytes[d.ordinal()];
                String dir = d.name().toLowerCase(java.util.Locale.ROOT);
                if (bs <= 0 || bs > Integer.MAX_VALUE || maxBs <= 0 || maxBs > Integer.MAX_VALUE) {
                    throw new JfioException(name + ": bs=" + (bs == maxBs ? bs : bs + "-" + maxBs) + " for " + dir
                            + " is out of range (1 byte .. 2 GiB)");
                }
                if (bs > maxBs) {
                    throw new JfioException(name + ": bsrange=" + bs + "-" + maxBs + " for " + dir
                            + ": the minimum is larger than the maximum");
                }
                requireRange("blockalign", blockAlignBytes[d.ordinal()], 0, Integer.MAX_VALUE);
                requireRange("percentage_random", percentageRandom[d.ordinal()], 0, 100);
                requireRange("rate", rateBytesPerSec[d.ordinal()], 0, Long.MAX_VALUE);
                requireRange("rate_iops", rateIops[d.ordinal()], 0, Long.MAX_VALUE);
                requireRange("rate_min", rateMinBytesPerSec[d.ordinal()], 0, Long.MAX_VALUE);
                requireRange("rate_iops_min", rateIopsMin[d.ordinal()], 0, Long.MAX_VALUE);
                int total = 0;
                for (BlockSizeSplit e : bssplit.get(d.ordinal())) {
                    total += e.percent();
                }
                if (total > 100) {
                    throw new JfioException(name + ": bssplit percentages for " + dir + " add up to " + total
                            + ", more than 100");
                }
            }
            requireRange("rate_cycle", rateCycleMs, 1, Integer.MAX_VALUE);
            requireRange("thinktime_blocks", thinktimeBlocks, 1, Integer.MAX_VALUE);
            if (thinktimeNs < 0 || thinktimeSpinNs < 0 || startDelayNs < 0) {
                throw new JfioException(name + ": thinktime, thinktime_spin and startdelay must not be negative");
            }
            if (thinktimeSpinNs > thinktimeNs && thinktimeNs > 0) {
                thinktimeSpinNs = thinktimeNs;
            }
            requireRange("number_ios", numberIos, 0, Long.MAX_VALUE);
            requireRange("offset_increment", offsetIncrementBytes, 0, Long.MAX_VALUE);
            requireRange("nrfiles", nrfiles, 1, 1 << 20);
            requireRange("file_service_type", fileServiceNr, 1, Integer.MAX_VALUE);
            requireRange("rw", ddirSeqNr, 1, Integer.MAX_VALUE);
            requireRange("rw", ddirSeqAddBytes, 0, Long.MAX_VALUE);
            requireRange("buffer_compress_percentage", bufferCompressPercentage, 0, 100);
            requireRange("buffer_compress_chunk", bufferCompressChunkBytes, 1, Integer.MAX_VALUE);
            if (filenameFormat.isBlank()) {
                throw new JfioException(name + ": filename_format must not be empty");
            }
            if (writeIolog != null && writeIolog.isBlank()) {
                throw new JfioException(name + ": write_iolog needs a file name");
            }
            if (waitFor != null && waitFor.isBlank()) {
                waitFor = null;
            }
            if (sizeBytes == 0 || sizeBytes < -1) {
                throw new JfioException(name + ": size=" + sizeBytes + " must be positive");
            }
            if (ioSizeBytes == 0 || ioSizeBytes < -1) {
                throw new JfioException(name + ": io_size=" + ioSizeBytes + " must be positive");
            }
            if (offsetBytes < 0) {
                throw new JfioException(name + ": offset=" + offsetBytes + " must not be negative");
            }
            requireRange("iodepth", iodepth, 1, 65536);
            requireRange("numjobs", numjobs, 1, 4096);
            requireRange("loops", loops, 1, Integer.MAX_VALUE);
            if (runtimeNs < 0 || rampTimeNs < 0) {
                throw new JfioException(name + ": runtime and ramp_time must not be negative");
            }
            if (timeBased && runtimeNs == 0) {
                throw new JfioException(name + ": time_based needs runtime= to be set");
            }
            requireRange("iodepth_batch_submit", iodepthBatchSubmit, 0, Integer.MAX_VALUE);
            if (iodepthBatchSubmit == 0 || iodepthBatchSubmit > iodepth) {
                iodepthBatchSubmit = iodepth;
            }
            requireRange("iodepth_batch_complete_min", iodepthBatchCompleteMin, 0, Integer.MAX_VALUE);
            iodepthBatchCompleteMin = Math.min(iodepthBatchCompleteMin, iodepth);
            if (iodepthBatchCompleteMax == 0 || iodepthBatchCompleteMax < iodepthBatchCompleteMin) {
                iodepthBatchCompleteMax = Math.max(iodepthBatchCompleteMin, iodepthBatchCompleteMax);
            }
            iodepthBatchCompleteMax = Math.min(iodepthBatchCompleteMax, iodepth);
            if (iodepthLow <= 0 || iodepthLow > iodepth) {
                iodepthLow = iodepth;
            }
            requireRange("fsync", fsyncEvery, 0, Integer.MAX_VALUE);
            requireRange("fdatasync", fdatasyncEvery, 0, Integer.MAX_VALUE);
            if (bwAvgTimeMs <= 0 || iopsAvgTimeMs <= 0) {
                throw new JfioException(name + ": bwavgtime and iopsavgtime must be positive");
            }
            checkLogs();
            if (percentileList.length == 0 || percentileList.length > 20) {
                throw new JfioException(name + ": percentile_list takes 1 to 20 values");
            }
            for (double p : percentileList) {
                if (!(p > 0 && p <= 100)) {
                    throw new JfioException(name + ": percentile_list value " + p + " is outside (0,100]");
                }
            }
            if (ioengine == null || ioengine.isBlank()) {
                throw new JfioException(name + ": ioengine must not be empty");
            }
            for (String f : filenames) {
                if (f.isEmpty()) {
                    throw new JfioException(name + ": filename has an empty entry");
                }
            }
            return new JobSpec(this);
        }

        /**
         * Checks the log settings and applies fio's rule that ties the bw/iops sampling to the
         * logs: with a bandwidth (IOPS) log and {@code log_avg_msec > 0}, an unset
         * {@code bwavgtime} ({@code iopsavgtime}) becomes {@code log_avg_msec}, so the log's
         * rows are the report's samples (fio {@code init.c add_job}).
         */
        private void checkLogs() {
            requireRange("log_avg_msec", logs.avgMs(), 0, Integer.MAX_VALUE);
            requireRange("log_hist_msec", logs.histMs(), 0, Integer.MAX_VALUE);
            requireRange("log_hist_coarseness", logs.histCoarseness(), 0, LogSpec.MAX_HIST_COARSENESS);
            requireRange("log_hdr_msec", logs.hdrMs(), 1, Integer.MAX_VALUE);
            if (logs.bwLog() != null && logs.avgMs() > 0 && !bwAvgTimeSet) {
                bwAvgTimeMs = logs.avgMs();
            }
            if (logs.iopsLog() != null && logs.avgMs() > 0 && !iopsAvgTimeSet) {
                iopsAvgTimeMs = logs.avgMs();
            }
        }

        private void requireRange(String option, long value, long min, long max) {
            if (value < min || value > max) {
                throw new JfioException(name + ": " + option + "=" + value + " is out of range ("
                        + min + ".." + max + ")");
            }
        }
    }
}
