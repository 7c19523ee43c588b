package org.jfio.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code serialized-queue}: an asynchronous engine keeping {@value #MIN_DEPTH} or more requests in
 * flight gets within {@value #TOLERANCE_PERCENT}% of the IOPS of a synchronous engine at depth 1
 * (on a device: silent on a memory-backed target, where no device queue is involved).
 * The requests in flight are then served one at a time somewhere below the engines. The device's
 * average queue size tells where: about the depth means the block layer did hand them on together
 * (so the serialization is below it: the virtual disk's emulation on the host, a single hardware
 * queue, the device); about 1 means they never queued together at the device.
 */
final class SerializedQueueRule implements DiagnosisRule {
    static final int MIN_DEPTH = 4;
    static final int TOLERANCE_PERCENT = 15;

    @Override
    public String id() {
        return "serialized-queue";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        if (!e.target().memoryBacked().isEmpty()) {
            return List.of();
        }
        for (String value : e.sweepValues()) {
            List<CellResult> sync = new ArrayList<>();
            List<CellResult> async = new ArrayList<>();
            for (CellResult c : e.at(value)) {
                if (c.plan().synchronous()) {
                    sync.add(c);
                } else if (c.first().effectiveIodepth() >= MIN_DEPTH) {
                    async.add(c);
                }
            }
            Optional<CellResult> s = Evidence.best(sync, Metric.IOPS);
            Optional<CellResult> a = Evidence.best(async, Metric.IOPS);
            if (s.isPresent() && a.isPresent() && within(a.get().median(Metric.IOPS), s.get().median(Metric.IOPS))) {
                return List.of(finding(e, s.get(), a.get()));
            }
        }
        return List.of();
    }

    private static boolean within(double async, double sync) {
        return Math.abs(async - sync) <= sync * TOLERANCE_PERCENT / 100.0;
    }

    private Diagnosis finding(Evidence e, CellResult s, CellResult a) {
        int depth = a.first().effectiveIodepth();
        double aqu = a.median(Metric.AQU_SZ);
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("sync_engine", s.plan().engine());
        ev.put("sync_iops", Figures.of(s.median(Metric.IOPS)));
        ev.put("async_engine", a.plan().engine());
        ev.put("async_iops", Figures.of(a.median(Metric.IOPS)));
        ev.put("async_iodepth", Integer.toString(depth));
        ev.put("async_aqu_sz", Figures.of(aqu));
        ev.put("hw_queues", Figures.count(e.target().hardwareQueues()));
        String seen = e.name(a) + " with " + depth + " requests in flight reached " + Figures.of(a.median(Metric.IOPS))
                + " IOPS, about what " + e.name(s) + " did one request at a time (" + Figures.of(s.median(Metric.IOPS))
                + " IOPS).";
        String meaning;
        if (aqu >= depth / 2.0) {
            meaning = "The block layer did hand the requests on together (average device queue " + Figures.of(aqu)
                    + "), and they came back no faster than one at a time: the serialization is below the guest's block"
                    + " layer: the virtual disk's emulation on the host, a single hardware queue (hw queues="
                    + Figures.count(e.target().hardwareQueues()) + "), or the device itself.";
        } else if (aqu >= 0) {
            meaning = "The requests did not queue together at the device (average device queue " + Figures.of(aqu)
                    + " for a depth of " + depth + "): something above the device serialized them (the filesystem,"
                    + " buffered I/O under the asynchronous engine, a lock).";
        } else {
            meaning = "The requests in flight are served one at a time somewhere below the engines (no device"
                    + " statistics to say where).";
        }
        String advice = "check the virtual disk's settings on the host (number of queues, I/O threads, cache mode),"
                + " and run with numjobs=" + depth + " to see whether parallel submitters get through.";
        return new Diagnosis(id(), seen, meaning, advice, ev);
    }
}
