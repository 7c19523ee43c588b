package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.IO_TYPE;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * How the job's I/O is issued: the read/write mix, O_DIRECT, sync flags and fsync cadence, the
 * {@code :N} of {@code rw}, the I/O count limit and the error policy (fio's I/O type options).
 * Immutable.
 *
 * @param rwmixread        percentage of a mixed workload that is reads, 0..100 ({@code rwmixread})
 * @param direct           O_DIRECT ({@code direct}, or {@code buffered=0})
 * @param syncMode         O_SYNC/O_DSYNC on open ({@code sync})
 * @param fsyncEvery       fsync after this many writes, 0 never ({@code fsync})
 * @param fdatasyncEvery   fdatasync after this many writes, 0 never ({@code fdatasync})
 * @param endFsync         fsync each written file at the end ({@code end_fsync})
 * @param fsyncOnClose     fsync each written file when closed ({@code fsync_on_close})
 * @param numberIos        stop after this many data I/Os, 0 no limit ({@code number_ios})
 * @param continueOnError  which errors are counted and gone past ({@code continue_on_error})
 * @param ddirSeqNr        for random patterns: I/Os per random offset ({@code rw=randread:N}), at least 1
 * @param ddirSeqAddBytes  for sequential patterns: bytes skipped after each I/O ({@code rw=write:N}); negative steps backwards ({@code rw=read:-8k})
 * @param rwSequencer      what the I/Os after a random one do ({@code rw_sequencer})
 * @param requestRules     fio's request rules, or sysbench fileio's shared sequence ({@code request_rules})
 * @param rwmixRatio       under sysbench rules: reads per write of a mixed job ({@code rwmix_ratio}), at least 0
 * @param syncAllEvery     under sysbench rules: sync every file after this many data requests, 0 never ({@code sync_all})
 * @param syncAllDatasync  under sysbench rules: {@code sync_all} uses fdatasync instead of fsync ({@code sync_all_datasync})
 * @param submitMode       who submits the I/O: the job thread, or submit threads it hands requests to ({@code io_submit_mode})
 * @param serializeOverlap a request waits until no request of the job in flight overlaps it ({@code serialize_overlap})
 */
public record IoType(int rwmixread, boolean direct, SyncMode syncMode, int fsyncEvery, int fdatasyncEvery,
        boolean endFsync, boolean fsyncOnClose, long numberIos, ContinueOnError continueOnError, int ddirSeqNr,
        long ddirSeqAddBytes, RwSequencer rwSequencer, RequestRules requestRules, double rwmixRatio, int syncAllEvery,
        boolean syncAllDatasync, SubmitMode submitMode, boolean serializeOverlap) {

    private static final long INT_MAX = Integer.MAX_VALUE;

    /** @throws JfioException when a value is out of range */
    public IoType {
        Ranges.require("rwmixread", rwmixread, 0, 100);
        Ranges.require("fsync", fsyncEvery, 0, Integer.MAX_VALUE);
        Ranges.require("fdatasync", fdatasyncEvery, 0, Integer.MAX_VALUE);
        Ranges.require("number_ios", numberIos, 0, Long.MAX_VALUE);
        Ranges.require("rw", ddirSeqNr, 1, Integer.MAX_VALUE);
        Ranges.require("rw", ddirSeqAddBytes, -Long.MAX_VALUE, Long.MAX_VALUE);
        Ranges.require("sync_all", syncAllEvery, 0, Integer.MAX_VALUE);
        if (!(rwmixRatio >= 0) || Double.isInfinite(rwmixRatio)) {
            throw new JfioException("rwmix_ratio=" + rwmixRatio + ": must be a number of at least 0");
        }
        if (requestRules != RequestRules.SYSBENCH && syncAllEvery > 0) {
            throw new JfioException("sync_all=" + syncAllEvery + " needs request_rules=sysbench");
        }
    }

    /** @return true when submit threads issue the job's I/O ({@code io_submit_mode=offload}) */
    public boolean offload() {
        return submitMode == SubmitMode.OFFLOAD;
    }

    /** @return true when the clones share sysbench's request sequence ({@code request_rules=sysbench}) */
    public boolean sharedSequence() {
        return requestRules == RequestRules.SYSBENCH;
    }

    static final OptionRecord<IoType> SCHEMA = OptionRecord.of(MethodHandles.lookup(), IoType.class, List.of(
            JobOption.declare("rw_sequencer", ENUM, IO_TYPE, "sequential", "What the :N of a random rw does between random offsets")
                    .allowed("sequential", "The I/Os after a random one continue sequentially")
                    .allowed("identical", "The I/Os after a random one repeat its offset")
                    .sets(IoType.class, "rwSequencer").build(),
            JobOption.declare("io_submit_mode", ENUM, IO_TYPE, "inline", "Who submits the I/O: the job thread, or submit threads it hands each request to")
                    .allowed("inline", "The job's thread submits and reaps its I/O")
                    .allowed("offload", "The job's thread prepares each request on the rate schedule and hands it to one of iodepth"
                            + " submit threads (each with its own engine of depth 1); lat then includes the wait for the device")
                    .sets(IoType.class, "submitMode").build(),
            JobOption.declare("serialize_overlap", BOOL, IO_TYPE, "0",
                    "A request waits until no request of the job in flight overlaps its bytes of the same file")
                    .sets(IoType.class, "serializeOverlap").build(),
            JobOption.declare("rwmixread", INT, IO_TYPE, "50", "Percentage of a mixed workload that is reads")
                    .range(0, 100).sets(IoType.class, "rwmixread").build(),
            JobOption.declare("rwmixwrite", INT, IO_TYPE, "50", "Percentage of a mixed workload that is writes")
                    .range(0, 100).applier((d, v, c) -> d.set(IoType.class, "rwmixread", 100 - Math.toIntExact((Long) v)))
                    .build(),
            JobOption.declare("direct", BOOL, IO_TYPE, "0", "Use O_DIRECT I/O (bypass the page cache)")
                    .sets(IoType.class, "direct").build(),
            JobOption.declare("buffered", BOOL, IO_TYPE, "1", "Use buffered I/O (the inverse of direct)")
                    .applier((d, v, c) -> d.set(IoType.class, "direct", !(Boolean) v)).build(),
            JobOption.declare("sync", ENUM, IO_TYPE, "none", "Open files for synchronous writes")
                    .allowed("none", "No sync flag", SyncMode.NONE).allowed("0", "Same as none", SyncMode.NONE)
                    .allowed("sync", "O_SYNC", SyncMode.SYNC).allowed("1", "Same as sync", SyncMode.SYNC)
                    .allowed("dsync", "O_DSYNC", SyncMode.DSYNC)
                    .sets(IoType.class, "syncMode").build(),
            JobOption.declare("fsync", INT, IO_TYPE, "0", "Issue fsync after this many writes (0: never)")
                    .range(0, INT_MAX).sets(IoType.class, "fsyncEvery").build(),
            JobOption.declare("fdatasync", INT, IO_TYPE, "0", "Issue fdatasync after this many writes (0: never)")
                    .range(0, INT_MAX).sets(IoType.class, "fdatasyncEvery").build(),
            JobOption.declare("end_fsync", BOOL, IO_TYPE, "0", "fsync each written file when the job ends")
                    .sets(IoType.class, "endFsync").build(),
            JobOption.declare("fsync_on_close", BOOL, IO_TYPE, "0",
                    "fsync each written file when it is closed (jfio closes files when the job ends)")
                    .sets(IoType.class, "fsyncOnClose").build(),
            JobOption.declare("number_ios", INT, IO_TYPE, "0", "Stop after this many data I/Os (0: no limit)")
                    .range(0, Long.MAX_VALUE).sets(IoType.class, "numberIos").build(),
            JobOption.declare("continue_on_error", ENUM, IO_TYPE, "none", "Count failed I/Os of these kinds and go on")
                    .allowed("none", "Stop the job at the first error").allowed("0", "Same as none", ContinueOnError.NONE)
                    .allowed("read", "Go on after read errors").allowed("write", "Go on after write errors")
                    .allowed("io", "Go on after read and write errors")
                    .allowed("verify", "Go on after blocks that fail verification")
                    .allowed("all", "Go on after any error").allowed("1", "Same as all", ContinueOnError.ALL)
                    .sets(IoType.class, "continueOnError").build(),
            JobOption.declare("request_rules", ENUM, IO_TYPE, "fio", "The rules that pick the job's requests (a jfio option)")
                    .allowed("fio", "fio's: each clone draws its own requests", RequestRules.FIO)
                    .allowed("sysbench", "sysbench 1.0.20 fileio's: the clones share one request sequence "
                            + "(directions by rwmix_ratio, sync_all, number_ios counting syncs, rate_iops as the events per second "
                            + "of the whole sequence)", RequestRules.SYSBENCH)
                    .sets(IoType.class, "requestRules").build(),
            JobOption.declare("rwmix_ratio", STRING, IO_TYPE, "1.5",
                    "Under request_rules=sysbench: reads per write of a mixed job (sysbench's --file-rw-ratio)")
                    .applier((d, v, c) -> d.set(IoType.class, "rwmixRatio", parseRatio((String) v))).build(),
            JobOption.declare("sync_all", INT, IO_TYPE, "0",
                    "Under request_rules=sysbench: after this many data requests, sync every file in turn (0: never)")
                    .range(0, INT_MAX).sets(IoType.class, "syncAllEvery").build(),
            JobOption.declare("sync_all_datasync", BOOL, IO_TYPE, "0", "sync_all uses fdatasync instead of fsync")
                    .sets(IoType.class, "syncAllDatasync").build()));

    private static double parseRatio(String text) {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new JfioException("rwmix_ratio=" + text + ": not a number");
        }
    }
}
