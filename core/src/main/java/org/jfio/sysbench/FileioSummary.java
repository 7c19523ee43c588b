package org.jfio.sysbench;

import java.util.ArrayList;
import java.util.List;

import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;

/**
 * sysbench's figures of a fileio run, read from jfio's results: the counts of reads, writes and
 * fsyncs (sysbench's {@code other_ops}: the run's syncs plus, with {@code --file-fsync-end} in a
 * writing mode, one fsync per thread and file at the end), bytes, events (reads, writes and the
 * periodic fsyncs; the fsyncs of {@code --file-fsync-all} are part of their write's event in
 * sysbench and are not events here either), the event latency (one distribution of all events,
 * as sysbench keeps it; in async mode the submission latency, as sysbench times the io_submit
 * call), per-thread events and event time (Threads fairness) and the total time
 * (the longest thread's measured time, ms resolution). Immutable.
 *
 * @param reads        completed reads
 * @param writes       completed writes
 * @param fsyncs       fsyncs, sysbench's count (see above)
 * @param bytesRead    bytes read
 * @param bytesWritten bytes written
 * @param events       events
 * @param seconds      total time in s
 * @param latency      the events' latency, ns
 * @param threadEvents events per thread
 * @param threadSeconds summed event time per thread, s
 * @param read         reads' own latency, submission to completion (jfio's --extended)
 * @param write        writes' own latency (jfio's --extended)
 * @param sync         fsyncs' own latency (jfio's --extended)
 */
public record FileioSummary(long reads, long writes, long fsyncs, long bytesRead, long bytesWritten, long events,
        double seconds, LatencyStats latency, List<Long> threadEvents, List<Double> threadSeconds,
        LatencyStats read, LatencyStats write, LatencyStats sync) {

    /**
     * @param result the run's result (its clones unmerged)
     * @param o      the options it ran with
     * @param ended  true when the run ended normally (the end-of-test fsyncs ran)
     * @return the summary
     */
    public static FileioSummary of(RunResult result, FileioOptions o, boolean ended) {
        List<JobResult> clones = result.jobs(FileioJob.JOB_NAME);
        long reads = 0;
        long writes = 0;
        long syncs = 0;
        long bytesRead = 0;
        long bytesWritten = 0;
        long runtimeMs = 0;
        LatencyStats r = LatencyStats.EMPTY;
        LatencyStats w = LatencyStats.EMPTY;
        LatencyStats s = LatencyStats.EMPTY;
        LatencyStats allRead = LatencyStats.EMPTY;
        LatencyStats allWrite = LatencyStats.EMPTY;
        LatencyStats allSync = LatencyStats.EMPTY;
        List<Long> threadEvents = new ArrayList<>();
        List<Double> threadSeconds = new ArrayList<>();
        for (JobResult j : clones) {
            DirectionResult dr = j.direction(DataDirection.READ);
            DirectionResult dw = j.direction(DataDirection.WRITE);
            DirectionResult ds = j.direction(DataDirection.SYNC);
            LatencyStats readLat = eventLatency(dr, o);
            LatencyStats writeLat = eventLatency(dw, o);
            LatencyStats syncLat = eventLatency(ds, o);
            reads += dr.ios();
            writes += dw.ios();
            syncs += ds.ios();
            bytesRead += dr.bytes();
            bytesWritten += dw.bytes();
            runtimeMs = Math.max(runtimeMs, j.runtimeMs());
            r = r.merge(readLat);
            w = w.merge(writeLat);
            s = s.merge(syncLat);
            allRead = allRead.merge(ownLatency(dr));
            allWrite = allWrite.merge(ownLatency(dw));
            allSync = allSync.merge(ownLatency(ds));
            LatencyStats mine = readLat.merge(writeLat);
            long events = dr.ios() + dw.ios();
            if (!o.fsyncAll()) {
                mine = mine.merge(syncLat);
                events += ds.ios();
            }
            threadEvents.add(events);
            threadSeconds.add(mine.meanNs() * mine.count() / 1e9);
        }
        LatencyStats all = r.merge(w);
        if (!o.fsyncAll()) {
            all = all.merge(s);
        }
        long fsyncs = syncs + (ended && o.endFsyncs() ? (long) clones.size() * o.fileNum() : 0);
        long events = reads + writes + (o.fsyncAll() ? 0 : syncs);
        return new FileioSummary(reads, writes, fsyncs, bytesRead, bytesWritten, events, runtimeMs / 1000.0, all,
                List.copyOf(threadEvents), List.copyOf(threadSeconds), allRead, allWrite, allSync);
    }

    /**
     * @return what sysbench times as one event: the request's latency, or in async mode its
     *         submission (sysbench's event there is the io_submit call)
     */
    static LatencyStats eventLatency(DirectionResult d, FileioOptions o) {
        if (o.ioMode() == FileioOptions.IoMode.ASYNC && d.slat().count() > 0) {
            return d.slat();
        }
        return ownLatency(d);
    }

    /** @return the request's own latency, submission to completion */
    static LatencyStats ownLatency(DirectionResult d) {
        return d.lat().count() > 0 ? d.lat() : d.clat();
    }
}
