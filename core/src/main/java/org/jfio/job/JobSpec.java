package org.jfio.job;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.EngineOptions;

/**
 * One fio job, fully typed and checked: what it is (name, pattern, engine, clones) and the
 * records that hold the rest of its options, one record per concern. Every record is built by
 * the parser ({@link JobFileParser}, {@link ArgvParser}) or by {@link #builder(String)} from fio
 * option text, with fio 3.33's defaults and rules; each option is declared once, in the record
 * whose component it sets (see {@link OptionTable}).
 *
 * <p>Immutable and thread-safe.
 *
 * @param name     the job's name ({@code name}, or the section name)
 * @param rw       the I/O pattern ({@code rw})
 * @param ioengine the engine's name as written, lower case ({@code ioengine})
 * @param numjobs  clones of the job ({@code numjobs})
 * @param io       direction mix, O_DIRECT, sync, fsync cadence, error policy
 * @param blocks   block sizes per direction
 * @param region   where in the files and how much
 * @param files    the files and how they are treated
 * @param depth    queue depth and batching
 * @param timing   runtime, ramp, loops, start delay, think time
 * @param cpus     CPU affinity
 * @param random   random offsets and seeds
 * @param rate     rate caps and floors
 * @param buffers  buffer contents and cache invalidation
 * @param verify   data verification
 * @param ordering stonewall, groups, wait_for, exitall
 * @param reporting group reporting, sampling intervals, percentiles
 * @param report   what the reports show for the job
 * @param measure  which latencies and samples are measured
 * @param safety   readonly and mounted-device writes
 * @param logs     log files
 * @param goals    steady state, latency target and limits, SLO gates
 * @param errors   which errors the job goes on through, error dumps, exitall_on_error
 * @param hooks    the shell commands run before and after the job's I/O
 * @param replay   replay of an iolog ({@code read_iolog})
 * @param engineOptions the job's values of its engine's own options
 * @param options  the options as the job wrote them, canonical name to value, in fio's order
 *                 (the JSON report's {@code job options})
 */
public record JobSpec(String name, ReadWrite rw, String ioengine, int numjobs, IoType io, BlockSizes blocks,
        Region region, FileSet files, Depth depth, Timing timing, CpuPlacement cpus, Randomness random, Rate rate,
        Buffers buffers, VerifyOptions verify, Ordering ordering, Reporting reporting, ReportOptions report, MeasureOptions measure,
        SafetyOptions safety, LogSpec logs, Goals goals, ErrorHandling errors, JobHooks hooks, Replay replay,
        EngineOptions engineOptions,
        Map<String, String> options) {

    /** @throws JfioException when the name is empty; NullPointerException when a record is missing */
    public JobSpec {
        if (name == null || name.isBlank()) {
            throw new JfioException("job name must not be empty");
        }
        Objects.requireNonNull(rw, "rw");
        Objects.requireNonNull(ioengine, "ioengine");
        Objects.requireNonNull(io, "io");
        Objects.requireNonNull(blocks, "blocks");
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(files, "files");
        Objects.requireNonNull(depth, "depth");
        Objects.requireNonNull(timing, "timing");
        Objects.requireNonNull(cpus, "cpus");
        Objects.requireNonNull(random, "random");
        Objects.requireNonNull(rate, "rate");
        Objects.requireNonNull(buffers, "buffers");
        Objects.requireNonNull(verify, "verify");
        verify.checkWith(rw, blocks);
        Objects.requireNonNull(ordering, "ordering");
        Objects.requireNonNull(reporting, "reporting");
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(measure, "measure");
        Objects.requireNonNull(safety, "safety");
        Objects.requireNonNull(logs, "logs");
        Objects.requireNonNull(goals, "goals");
        Objects.requireNonNull(errors, "errors");
        Objects.requireNonNull(hooks, "hooks");
        Objects.requireNonNull(replay, "replay");
        Objects.requireNonNull(engineOptions, "engineOptions");
        verify.checkReplay(rw, random, region, timing, replay, io, rate);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * @return a builder for a job called {@code name}, with fio's defaults; options are given as
     *         fio writes them ({@code set("bs", "4k")}); it knows the options of the engines
     *         installed on the class or module path, as the command does
     */
    public static Builder builder(String name) {
        return new Builder(name, FioSources.installedTable());
    }

    /** @return a builder that also knows the options of these engines' tables */
    public static Builder builder(String name, OptionTable table) {
        return new Builder(name, table);
    }

    /** @return a builder holding this job's settings, to derive a variant (it knows what {@link #builder(String)} knows) */
    public Builder toBuilder() {
        Builder b = new Builder(name, FioSources.installedTable());
        b.with(new JobIdentity(name, rw, ioengine, numjobs));
        for (Record r : List.of(io, blocks, region, files, depth, timing, cpus, random, rate, buffers, verify, ordering,
                reporting, report, measure, safety, logs, goals, errors, hooks, replay)) {
            b.with(r);
        }
        b.echo.putAll(options);
        b.engineOptions = engineOptions;
        return b;
    }

    /** @return this job with other engine option values */
    JobSpec withEngineOptions(EngineOptions values) {
        return new JobSpec(name, rw, ioengine, numjobs, io, blocks, region, files, depth, timing, cpus, random, rate,
                buffers, verify, ordering, reporting, report, measure, safety, logs, goals, errors, hooks, replay, values, options);
    }

    /** @return the largest block size any direction this job issues can use: the I/O buffers' size */
    public long maxBlockSizeBytes() {
        long max = 0;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (issues(d)) {
                max = Math.max(max, blocks.maxBytes().get(d));
            }
        }
        return max;
    }

    /** @return the smallest block size among the directions this job issues (fio's {@code rw_min_bs}) */
    public long minBlockSizeBytes() {
        long min = Long.MAX_VALUE;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (issues(d)) {
                min = Math.min(min, blocks.minBytes().get(d));
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

    /**
     * @return a generated file name: {@code filename_format} with {@code $jobname},
     *         {@code $jobnum}, {@code $filenum} and {@code $clientuid} replaced
     */
    public String generatedFilename(int jobnum, int filenum) {
        return files.filenameFormat().replace("$jobname", name).replace("$jobnum", Integer.toString(jobnum))
                .replace("$filenum", Integer.toString(filenum)).replace("$clientuid", "0");
    }

    /**
     * Builds a job from fio option text, as a job file section would: each {@link #set} is one
     * {@code key=value} line, applied in order with fio's rules; {@link #build()} checks the
     * whole job. Nothing is echoed into {@link JobSpec#options()} unless {@link #record} is used.
     * Not thread-safe.
     */
    public static final class Builder {
        private final String name;
        private final OptionTable table;
        private final JobDraft draft;
        private final Map<String, String> echo = new LinkedHashMap<>();
        private EngineOptions engineOptions;

        private Builder(String name, OptionTable table) {
            this.name = name;
            this.table = table;
            this.draft = new JobDraft(table);
        }

        /**
         * Applies one option as fio writes it.
         *
         * @param key   the option's name or alias
         * @param value its value as text, or null for a bare flag ({@code time_based})
         * @throws JfioException when the option is unknown or the value bad (one line)
         */
        public Builder set(String key, String value) {
            draft.apply(table.require(key), key, value);
            return this;
        }

        /** Applies a numeric option ({@code set("size", 1L << 20)}). */
        public Builder set(String key, long value) {
            return set(key, Long.toString(value));
        }

        /** Applies a boolean option ({@code set("direct", true)}). */
        public Builder set(String key, boolean value) {
            return set(key, value ? "1" : "0");
        }

        /**
         * Applies a time option ({@code set("runtime", Duration.ofSeconds(10))}).
         *
         * @throws IllegalArgumentException when the time has a part below a microsecond, which fio's
         *                                  time syntax cannot write
         */
        public Builder set(String key, java.time.Duration value) {
            long ns = value.toNanos();
            if (ns % 1000 != 0) {
                throw new IllegalArgumentException(key + ": " + value + " is not a whole number of microseconds");
            }
            return set(key, (ns / 1000) + "us");
        }

        /** Applies an enumerated option by its constant ({@code set("fallocate", FallocateMode.KEEP)}). */
        public Builder set(String key, Enum<?> value) {
            return set(key, value instanceof ReadWrite rw ? rw.fioName() : value.name().toLowerCase(java.util.Locale.ROOT));
        }

        /** Applies a per-direction option for one direction only ({@code set("bs", DataDirection.WRITE, 65536)}). */
        public Builder set(String key, DataDirection ddir, long value) {
            String v = Long.toString(value);
            return set(key, switch (ddir) {
                case READ -> v + ",,";
                case WRITE -> "," + v + ",";
                case TRIM -> ",," + v;
                default -> throw new IllegalArgumentException(key + ": no per-direction value for " + ddir);
            });
        }

        /**
         * Sets every component of one of the job's option records at once (e.g. a {@link LogSpec}),
         * typed; later options still apply on top.
         *
         * @throws IllegalArgumentException when the record is not one of a job's option records
         */
        public Builder with(Record options) {
            draft.setAll(options);
            return this;
        }

        /** Applies an I/O pattern ({@code rw}). */
        public Builder rw(ReadWrite value) {
            return set("rw", value.fioName());
        }

        /** Applies the option and records it for the JSON {@code job options}, as a parsed job file does. */
        public Builder record(String key, String value) {
            set(key, value);
            echo.put(table.require(key).name(), value == null ? "" : value);
            return this;
        }

        /**
         * @return the job
         * @throws JfioException {@code name: reason} when the options do not make a valid job
         */
        public JobSpec build() {
            JobSpec job = draft.build(name, echo, false);
            return engineOptions == null ? job : job.withEngineOptions(engineOptions);
        }
    }
}
