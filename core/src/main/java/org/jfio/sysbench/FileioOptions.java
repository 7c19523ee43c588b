package org.jfio.sysbench;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.jfio.spi.JfioException;

/**
 * One {@code sysbench fileio} command line, typed: the fileio options and the general ones a
 * fileio run uses, with sysbench 1.0.20's names, defaults and meaning, plus jfio's extras. Built by
 * the CLI's parser ({@code jfio fileio}), or directly by an embedder; immutable.
 *
 * @param command        prepare, run, cleanup or help
 * @param fileNum        {@code --file-num}: number of files [128]
 * @param blockBytes     {@code --file-block-size}: bytes per request [16384]
 * @param totalBytes     {@code --file-total-size}: bytes of all files together [2G]
 * @param testMode       {@code --file-test-mode}, null when not given (required for run)
 * @param ioMode         {@code --file-io-mode} [sync]
 * @param asyncBacklog   {@code --file-async-backlog}: requests in flight per thread in async mode [128]
 * @param extraFlags     {@code --file-extra-flags}: open flags added to every file []
 * @param fsyncFreq      {@code --file-fsync-freq}: fsync every file after this many requests, 0 never [100]
 * @param fsyncAll       {@code --file-fsync-all}: fsync the file after each write [off]
 * @param fsyncEnd       {@code --file-fsync-end}: fsync every file at the end of the test [on]
 * @param fdatasync      {@code --file-fsync-mode=fdatasync} instead of fsync
 * @param mergedRequests {@code --file-merged-requests}: blocks per sequential request, 0 one [0]
 * @param rwRatio        {@code --file-rw-ratio}: reads per write of rndrw [1.5]
 * @param threads        {@code --threads} [1]
 * @param timeSeconds    {@code --time}: seconds, 0 no limit [10]
 * @param events         {@code --events}: requests in all, fsyncs included, 0 no limit [0]
 * @param rate           {@code --rate}: events per second in all, 0 no cap [0]
 * @param reportInterval {@code --report-interval}: seconds between interim lines, 0 none [0]
 * @param percentile     {@code --percentile}: 1..100, 0 disables [95]
 * @param histogram      {@code --histogram} [off]
 * @param randSeed       {@code --rand-seed}: 0 seeds from the clock [0]
 * @param forcedShutdownSeconds {@code --forced-shutdown}: seconds after {@code --time} before the run is stopped, -1 off
 * @param verbosity      {@code --verbosity}: 0..5; below 3 only errors are printed [3]
 * @param warmupSeconds  {@code --warmup-time}: seconds run before the measured time [0]
 * @param debug          {@code --debug}: stack traces of errors
 * @param directory      jfio's {@code --file-dir}: where the files are [the working directory]
 * @param ioengine       the fio engine that does the requests of {@code ioMode} (the front end picks it:
 *                       a pread/pwrite one for sync, a native async one for async, the mapped-file one for mmap)
 * @param extended       jfio's {@code --extended}: per-operation latency and exact percentiles after the report
 * @param outputs        jfio's {@code --output-format}: {@code sysbench} and/or {@code json} (fio's JSON of the run)
 * @param showcmd        jfio's {@code --showcmd}: print the equivalent fio job and exit
 * @param notes          warnings about accepted options that change nothing (as in sysbench)
 */
public record FileioOptions(Command command, int fileNum, long blockBytes, long totalBytes, TestMode testMode,
        IoMode ioMode, int asyncBacklog, Set<ExtraFlag> extraFlags, int fsyncFreq, boolean fsyncAll,
        boolean fsyncEnd, boolean fdatasync, int mergedRequests, double rwRatio, int threads, long timeSeconds,
        long events, long rate, long reportInterval, int percentile, boolean histogram, long randSeed,
        long forcedShutdownSeconds, int verbosity, long warmupSeconds, boolean debug, Path directory,
        String ioengine, boolean extended, List<String> outputs, boolean showcmd, List<String> notes) {

    /** The word after the options. */
    public enum Command {
        /** Create the files. */
        PREPARE,
        /** Run the test. */
        RUN,
        /** Remove the files. */
        CLEANUP,
        /** Print the options. */
        HELP
    }

    /** {@code --file-io-mode}. */
    public enum IoMode {
        /** pread/pwrite. */
        SYNC("synchronous"),
        /** A native async engine with {@code --file-async-backlog} in flight. */
        ASYNC("asynchronous"),
        /** Mapped files ({@code --file-io-mode=mmap}). */
        MAPPED("fast mmaped");

        private final String title;

        IoMode(String title) {
            this.title = title;
        }

        /** @return sysbench's name of the mode in {@code Using ... I/O mode} */
        public String title() {
            return title;
        }
    }

    /** {@code --file-extra-flags} values, in the order sysbench prints them. */
    public enum ExtraFlag {
        /** O_SYNC. */
        SYNC("sync "),
        /** O_DSYNC. */
        DSYNC("dsync "),
        /** O_DIRECT. */
        DIRECT("directio");

        private final String label;

        ExtraFlag(String label) {
            this.label = label;
        }

        /** @return how sysbench prints the flag after {@code Extra file open flags:} */
        public String label() {
            return label;
        }
    }

    /** @throws JfioException when a count or size is out of range */
    public FileioOptions {
        if (fileNum < 1 || blockBytes < 1 || totalBytes / Math.max(1, fileNum) < 1 || threads < 1) {
            throw new JfioException("file count, block size, total size (per file) and threads must be at least 1");
        }
        extraFlags = Set.copyOf(extraFlags);
        outputs = List.copyOf(outputs);
        notes = List.copyOf(notes);
    }

    /** @return total / num, the bytes of each file (sysbench's integer division) */
    public long fileBytes() {
        return totalBytes / fileNum;
    }

    /** @return bytes of one sequential request: block size times {@code --file-merged-requests} */
    public long requestBytes() {
        return mergedRequests > 0 ? blockBytes * mergedRequests : blockBytes;
    }

    /** @return the fsync frequency in effect ({@code --file-fsync-all} turns it off) */
    public int effectiveFsyncFreq() {
        return fsyncAll ? 0 : fsyncFreq;
    }

    /** @return true when end-of-test fsyncs run: on, not overridden by fsync-all, and the mode writes */
    public boolean endFsyncs() {
        return fsyncEnd && !fsyncAll && testMode != null && testMode.writes();
    }

    /** @return the name of file {@code i} ({@code test_file.i}) */
    public static String fileName(int i) {
        return "test_file." + i;
    }

    /** @return the path of file {@code i} */
    public Path file(int i) {
        return directory.resolve(fileName(i));
    }
}
