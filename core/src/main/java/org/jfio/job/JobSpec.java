package org.jfio.job;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.jfio.api.DataDirection;
import org.jfio.api.JfioException;

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
    private final SyncMode syncMode;
    private final boolean stonewall;
    private final boolean newGroup;
    private final long bwAvgTimeMs;
    private final long iopsAvgTimeMs;
    private final double[] percentileList;
    private final boolean zeroBuffers;
    private final EngineOptions engineOptions;
    private final Map<String, String> options;

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
        this.syncMode = b.syncMode;
        this.stonewall = b.stonewall;
        this.newGroup = b.newGroup;
        this.bwAvgTimeMs = b.bwAvgTimeMs;
        this.iopsAvgTimeMs = b.iopsAvgTimeMs;
        this.percentileList = b.percentileList.clone();
        this.zeroBuffers = b.zeroBuffers;
        this.engineOptions = new EngineOptions(b.engineOptions);
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(b.options));
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

    /** @return block size in bytes for a data direction ({@code bs}, per ddir) */
    public long blockSizeBytes(DataDirection ddir) {
        return blockSizeBytes[ddir.ordinal()];
    }

    /** @return the largest block size any direction this job issues can use */
    public long maxBlockSizeBytes() {
        long max = 0;
        if (rw.hasReads()) {
            max = Math.max(max, blockSizeBytes[0]);
        }
        if (rw.hasWrites()) {
            max = Math.max(max, blockSizeBytes[1]);
        }
        if (rw.hasTrims()) {
            max = Math.max(max, blockSizeBytes[2]);
        }
        return max;
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

    /** @return true to write zeros instead of random data ({@code zero_buffers}) */
    public boolean zeroBuffers() {
        return zeroBuffers;
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
        private SyncMode syncMode = SyncMode.NONE;
        private boolean stonewall;
        private boolean newGroup;
        private long bwAvgTimeMs = DEFAULT_AVG_TIME_MS;
        private long iopsAvgTimeMs = DEFAULT_AVG_TIME_MS;
        private double[] percentileList = DEFAULT_PERCENTILES;
        private boolean zeroBuffers;
        private final Map<String, Object> engineOptions = new LinkedHashMap<>();
        private final Map<String, String> options = new LinkedHashMap<>();

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
            syncMode = s.syncMode;
            stonewall = s.stonewall;
            newGroup = s.newGroup;
            bwAvgTimeMs = s.bwAvgTimeMs;
            iopsAvgTimeMs = s.iopsAvgTimeMs;
            percentileList = s.percentileList;
            zeroBuffers = s.zeroBuffers;
            engineOptions.putAll(s.engineOptions.values());
            options.putAll(s.options);
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

        /** Sets one block size for every direction. */
        public Builder blockSize(long bytes) {
            Arrays.fill(blockSizeBytes, bytes);
            return this;
        }

        /** Sets the block size of one data direction. */
        public Builder blockSize(DataDirection ddir, long bytes) {
            if (!ddir.isData()) {
                throw new IllegalArgumentException("ddir=" + ddir + " has no block size");
            }
            blockSizeBytes[ddir.ordinal()] = bytes;
            return this;
        }

        /** Sets {@code size}. */
        public Builder size(long bytes) {
            sizeBytes = bytes;
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
            return this;
        }

        /** Sets {@code iopsavgtime} in milliseconds. */
        public Builder iopsAvgTimeMs(long value) {
            iopsAvgTimeMs = value;
            return this;
        }

        /** Sets {@code percentile_list}. */
        public Builder percentileList(double... values) {
            percentileList = values.clone();
            return this;
        }

        /** Sets {@code zero_buffers}. */
        public Builder zeroBuffers(boolean value) {
            zeroBuffers = value;
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
                if (bs <= 0 || bs > Integer.MAX_VALUE) {
                    throw new JfioException(name + ": bs=" + bs + " for " + d.name().toLowerCase(java.util.Locale.ROOT)
                            + " is out of range (1 byte .. 2 GiB)");
                }
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

        private void requireRange(String option, long value, long min, long max) {
            if (value < min || value > max) {
                throw new JfioException(name + ": " + option + "=" + value + " is out of range ("
                        + min + ".." + max + ")");
            }
        }
    }
}
