package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionKind;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.FILES;
import static org.jfio.spi.option.OptionCategory.IO_TYPE;
import static org.jfio.spi.option.OptionCategory.JOB;
import static org.jfio.spi.option.OptionCategory.LOGS;
import static org.jfio.spi.option.OptionCategory.REPORTING;
import static org.jfio.spi.option.OptionCategory.TIMING;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * fio 3.33's options that jfio knows by name and refuses (any value but fio's default; any value
 * at all when fio has no default), each with the one line that says why: they belong to fio's
 * process model (jobs as processes: {@code uid}, {@code cgroup}), its client/server mode, its own
 * clock thread, or to parts jfio does not do. A job file that sets one stops with that line
 * instead of running without it or failing with "unknown option". The record has no components:
 * the declarations only refuse.
 */
record FioOnlyOptions() {
    /** Why process-level options cannot apply: jfio's jobs share one process. */
    private static final String THREADS = "jfio runs every job as a thread of one process, and ";

    static final OptionRecord<FioOnlyOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), FioOnlyOptions.class, List.of(
            refused("uid", INT, JOB, "", "Run the job with this user ID",
                    THREADS + "a user ID belongs to the process: run jfio itself as that user"),
            refused("gid", INT, JOB, "", "Run the job with this group ID",
                    THREADS + "a group ID belongs to the process: run jfio itself with that group"),
            refused("cgroup", STRING, JOB, "", "Put the job in this cgroup",
                    THREADS + "cgroups hold processes: start jfio inside the cgroup (systemd-run -p ... or cgexec)"),
            refused("cgroup_weight", INT, JOB, "", "Weight of the job's cgroup (100..1000)",
                    THREADS + "cgroups hold processes: set the weight of the cgroup jfio runs in"),
            refused("cgroup_nodelete", BOOL, JOB, "0", "Keep the job's cgroup after the run",
                    THREADS + "creates no cgroup"),
            refused("profile", STRING, JOB, "", "Run one of fio's built-in workload profiles (tiobench, act)",
                    "jfio has no built-in profiles: write the workload as a job file (see examples/)"),
            refused("unique_filename", BOOL, FILES, "1", "Prefix file names with the client's IP (fio client/server)",
                    "only fio's client/server mode has client addresses; jfio runs on the host it is started on"),
            refused("gtod_cpu", INT, TIMING, "", "Keep the time of day with a thread on this CPU",
                    "jfio has no time-keeping thread: every I/O is stamped from the clocksource (the CPU's counter or clock_gettime)"),
            refused("lockmem", STRING, JOB, "0", "Lock this much memory to run as if the machine had less",
                    "jfio does not pin memory: limit the memory of jfio's cgroup instead (systemd-run -p MemoryMax=...)"),
            refused("atomic", BOOL, IO_TYPE, "0", "Write with RWF_ATOMIC (untorn writes)",
                    "jfio does not issue RWF_ATOMIC writes"),
            refused("write_barrier", INT, IO_TYPE, "0", "Make every Nth write a barrier write",
                    "barrier writes exist only in fio's sg and binject engines; no jfio engine issues them"),
            refused("block_error_percentiles", BOOL, REPORTING, "0",
                    "Report percentiles of the blocks that failed after trims (fio's trim wear-out statistics)",
                    "jfio keeps no per-block trim error state"),
            refused("log_compression_cpus", STRING, LOGS, "", "CPUs of the log compression threads",
                    "jfio has no log compression threads: log_store_compressed logs are compressed as they are written"),
            refused("log_alternate_epoch_clock_id", INT, LOGS, "", "Clock of log_alternate_epoch's time stamps",
                    "jfio's log times count from the job's start, or from the Unix epoch with log_unix_epoch=1"),
            refused("sync_file_range", STRING, IO_TYPE, "", "Call sync_file_range after this many writes",
                    "jfio syncs with fsync and fdatasync only"),
            refused("fill_device", BOOL, FILES, "0", "Write until the device or file system is full (ENOSPC)",
                    "jfio writes the size given: set size= to the space to fill"),
            refused("opendir", STRING, FILES, "", "Add every file under this directory, recursively",
                    "jfio does not walk directories: list the files with filename=a:b:c"),
            refused("unlink_each_loop", BOOL, FILES, "0", "Delete the job's files after each loop",
                    "jfio lays files out once per job; delete them at the end with unlink=1"),
            refused("significant_figures", INT, REPORTING, "4", "Significant figures of the normal report's figures",
                    "jfio's reports print fio's default 4 significant figures"),
            refused("bs_is_seq_rand", BOOL, IO_TYPE, "0", "Take bs=A,B as sequential,random instead of read,write",
                    "jfio's per-direction block sizes are read,write,trim"),
            refused("softrandommap", BOOL, IO_TYPE, "0", "Go on with norandommap when the random map cannot be allocated",
                    "jfio allocates the random map before the job, and a failure stops the job: set norandommap=1"),
            refused("percentage_sequential", INT, IO_TYPE, "", "Deprecated in fio and ignored there",
                    "deprecated in fio 3.33 and ignored there: use percentage_random"),
            refused("rwmixcycle", INT, IO_TYPE, "", "Deprecated in fio and ignored there",
                    "deprecated in fio 3.33 and ignored there")));


    private static JobOption refused(String name, OptionKind kind, OptionCategory category, String defaultText, String fio,
            String why) {
        return JobOption.declare(name, kind, category, defaultText, fio + " (fio; refused: " + why + ")").refused(why)
                .build();
    }
}
