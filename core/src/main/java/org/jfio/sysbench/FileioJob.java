package org.jfio.sysbench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;

/**
 * Translates {@link FileioOptions} into a jfio job: the same typed plan the fio front ends make,
 * run by the same I/O loop. The job's options are kept as fio option text, in order, so the plan
 * and {@link #jobFile()} ({@code --showcmd}) cannot disagree.
 *
 * <p>The run job: {@code filename=test_file.0:...} in the files' directory (shared by the clones,
 * as sysbench's threads share the files), {@code size} = file count x file size, {@code numjobs} =
 * threads, {@code rw} from the test mode, {@code bs} the block size (a sequential mode with merged
 * requests takes {@code bsrange=block-block*merged}: requests of the merged size, regions in
 * blocks), {@code request_rules=sysbench} (the shared sequence, {@code rwmix_ratio},
 * {@code sync_all=--file-fsync-freq}), {@code fsync=1} for {@code --file-fsync-all},
 * {@code end_fsync}, {@code time_based} with {@code runtime=--time} (ten years for {@code --time=0}), {@code number_ios=--events},
 * {@code rate_iops} = {@code --rate} (the whole sequence's events per second), {@code ramp_time=--warmup-time}, the seed,
 * {@code invalidate=0} (sysbench never drops the page cache), {@code direct}/{@code sync} from
 * the extra flags, and for async mode {@code iodepth=--file-async-backlog}.
 *
 * <p>The prepare job: the same files laid out with data by fio's default engine ({@code create_only=1}, {@code overwrite=1}),
 * each file {@code ceil(file size / block) * block} bytes long, as sysbench's prepare writes whole
 * blocks. Immutable.
 */
public final class FileioJob {
    /** The job's name in the plan and in fio's JSON. */
    public static final String JOB_NAME = "fileio";

    /** The runtime of {@code --time=0}. */
    static final String NO_TIME_LIMIT = "3650d";

    private final Map<String, String> options;

    private FileioJob(Map<String, String> options) {
        this.options = options;
    }

    /** @return the job that runs the test of {@code o} */
    public static FileioJob run(FileioOptions o) {
        Map<String, String> m = files(o, o.fileBytes());
        TestMode mode = o.testMode();
        m.put("rw", mode.rw().fioName());
        if (!mode.random() && o.mergedRequests() > 1) {
            m.put("bsrange", o.blockBytes() + "-" + o.requestBytes());
        } else {
            m.put("bs", Long.toString(o.blockBytes()));
        }
        m.put("ioengine", o.ioengine());
        if (o.ioMode() == FileioOptions.IoMode.ASYNC) {
            m.put("iodepth", Integer.toString(o.asyncBacklog()));
        }
        m.put("numjobs", Integer.toString(o.threads()));
        openFlags(o, m);
        m.put("request_rules", "sysbench");
        if (mode == TestMode.RNDRW) {
            m.put("rwmix_ratio", Double.toString(o.rwRatio()));
        }
        syncs(o, m);
        m.put("time_based", "1");
        // --time=0 is no time limit: ten years stands for it (time_based needs a runtime)
        m.put("runtime", o.timeSeconds() > 0 ? o.timeSeconds() + "s" : NO_TIME_LIMIT);
        if (o.events() > 0) {
            m.put("number_ios", Long.toString(o.events()));
        }
        if (o.rate() > 0) {
            // under request_rules=sysbench, rate_iops paces the shared sequence: --rate events per
            // second for all threads together, fsyncs included, in the sequence's own mix (exponential
            // gaps, as sysbench's event generator); sysbench queues events a thread may take late, jfio
            // lets a late thread catch up at once, so the mean rate is the same over a run
            m.put("rate_iops", Long.toString(o.rate()));
        }
        if (o.warmupSeconds() > 0) {
            m.put("ramp_time", o.warmupSeconds() + "s");
        }
        seed(o, m);
        m.put("invalidate", "0");
        if (mode == TestMode.SEQWR) {
            m.put("fallocate", "none"); // the creation test: the files grow as they are written
        }
        return new FileioJob(m);
    }

    /** @return the job that creates the files of {@code o} ({@code create_only=1}) */
    public static FileioJob prepare(FileioOptions o) {
        Map<String, String> m = files(o, preparedFileBytes(o));
        m.put("rw", "write");
        m.put("bs", Long.toString(o.blockBytes()));
        m.put("overwrite", "1");
        m.put("create_only", "1");
        return new FileioJob(m);
    }

    /**
     * @param index the file's number
     * @return the job that creates (or extends) {@code test_file.index} alone: prepare runs one per
     *         file, so each line it prints tells a file that is done, as sysbench's
     */
    public static FileioJob prepareFile(FileioOptions o, int index) {
        Map<String, String> m = new LinkedHashMap<>(prepare(o).options);
        m.put("filename", FileioOptions.fileName(index));
        m.put("size", Long.toString(preparedFileBytes(o)));
        return new FileioJob(m);
    }

    /** @return the bytes of each file prepare writes: whole blocks covering the file size, as sysbench */
    public static long preparedFileBytes(FileioOptions o) {
        long blocks = (o.fileBytes() + o.blockBytes() - 1) / o.blockBytes();
        return blocks * o.blockBytes();
    }

    private static Map<String, String> files(FileioOptions o, long fileBytes) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("directory", o.directory().toString());
        List<String> names = new ArrayList<>(o.fileNum());
        for (int i = 0; i < o.fileNum(); i++) {
            names.add(FileioOptions.fileName(i));
        }
        m.put("filename", String.join(":", names));
        m.put("size", Long.toString(fileBytes * o.fileNum()));
        return m;
    }

    private static void openFlags(FileioOptions o, Map<String, String> m) {
        // mmap ignores O_DIRECT in sysbench too (the mapped pages are the page cache's): no direct=1
        if (o.extraFlags().contains(FileioOptions.ExtraFlag.DIRECT) && o.ioMode() != FileioOptions.IoMode.MAPPED) {
            m.put("direct", "1");
        }
        if (o.extraFlags().contains(FileioOptions.ExtraFlag.SYNC)) {
            m.put("sync", "sync");
        } else if (o.extraFlags().contains(FileioOptions.ExtraFlag.DSYNC)) {
            m.put("sync", "dsync");
        }
    }

    private static void syncs(FileioOptions o, Map<String, String> m) {
        if (o.fsyncAll() && o.testMode().writes()) {
            m.put(o.fdatasync() ? "fdatasync" : "fsync", "1");
        }
        if (o.effectiveFsyncFreq() > 0) {
            m.put("sync_all", Integer.toString(o.effectiveFsyncFreq()));
            if (o.fdatasync()) {
                m.put("sync_all_datasync", "1");
            }
        }
        if (o.endFsyncs()) {
            m.put("end_fsync", "1");
        }
    }

    private static void seed(FileioOptions o, Map<String, String> m) {
        if (o.randSeed() != 0) {
            m.put("randrepeat", "1");
            m.put("randseed", Long.toString(o.randSeed()));
        } else {
            m.put("randrepeat", "0");
        }
    }

    /** @return the job's options as fio option text, in the order they are applied */
    public Map<String, String> options() {
        return Collections.unmodifiableMap(options);
    }

    /** @return the job as a typed spec (its options echoed for the JSON {@code job options}) */
    public JobSpec spec() {
        JobSpec.Builder b = JobSpec.builder(JOB_NAME);
        for (Map.Entry<String, String> e : options.entrySet()) {
            b.record(e.getKey(), e.getValue());
        }
        return b.build();
    }

    /** @return a plan of this one job */
    public JobPlan plan() {
        return JobPlan.of(spec());
    }

    /**
     * @return the job as a jfio job file ({@code --showcmd}); the options fio does not have
     *         ({@code request_rules}, {@code rwmix_ratio}, {@code sync_all}, {@code sync_all_datasync})
     *         are followed by a comment with fio's nearest equivalent
     */
    public String jobFile() {
        StringBuilder sb = new StringBuilder();
        sb.append("; jfio's job for this sysbench fileio command (run it with: jfio <this file>)\n");
        sb.append('[').append(JOB_NAME).append("]\n");
        for (Map.Entry<String, String> e : options.entrySet()) {
            sb.append(e.getKey()).append('=').append(e.getValue()).append('\n');
        }
        String fio = fioEquivalent();
        if (!fio.isEmpty()) {
            sb.append("; plain fio has no shared request sequence; its nearest options: ").append(fio).append('\n');
        }
        return sb.toString();
    }

    private String fioEquivalent() {
        List<String> out = new ArrayList<>();
        String ratio = options.get("rwmix_ratio");
        if (ratio != null) {
            double r = Double.parseDouble(ratio);
            out.add("rwmixread=" + Math.round(100 * r / (1 + r)) + " (drawn at random, not by the ratio rule)");
        }
        String every = options.get("sync_all");
        if (every != null) {
            out.add((options.containsKey("sync_all_datasync") ? "fdatasync=" : "fsync=") + every
                    + " (counts writes only and syncs the last written file, not every file)");
        }
        String rate = options.get("rate_iops");
        if (rate != null) {
            out.add("rate_iops=" + rate + " per clone and direction (here: events per second of all clones together)");
        }
        return String.join(", ", out);
    }
}
