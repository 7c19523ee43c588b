package org.jfio.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code depth-above-nr-requests}: a cell keeps more requests in flight (its effective depth times
 * {@code numjobs}) than the device's request queues hold ({@code nr_requests} times the hardware
 * queues). The rest wait in software, above the device, where they add latency and no throughput.
 */
final class DepthAboveQueueRule implements DiagnosisRule {
    @Override
    public String id() {
        return "depth-above-nr-requests";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        long nr = e.target().nrRequests();
        if (nr <= 0) {
            return List.of();
        }
        long queues = nr * Math.max(1, e.target().hardwareQueues());
        CellResult worst = null;
        long worstInFlight = 0;
        for (CellResult c : e.measured()) {
            long inFlight = (long) c.first().effectiveIodepth() * c.first().numjobs();
            if (inFlight > queues && inFlight > worstInFlight) {
                worst = c;
                worstInFlight = inFlight;
            }
        }
        if (worst == null) {
            return List.of();
        }
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("in_flight", Long.toString(worstInFlight));
        ev.put("nr_requests", Long.toString(nr));
        ev.put("hw_queues", Figures.count(e.target().hardwareQueues()));
        String seen = e.name(worst) + " keeps " + worstInFlight + " requests in flight (iodepth "
                + worst.first().effectiveIodepth() + " x numjobs " + worst.first().numjobs() + "); "
                + e.target().device() + " queues nr_requests=" + nr + " per hardware queue, "
                + Figures.count(e.target().hardwareQueues()) + " queue(s).";
        String meaning = "The requests beyond " + queues + " wait in software before the device sees them:"
                + " they add latency, not throughput.";
        String advice = "keep iodepth x numjobs at or below " + queues + ", or raise nr_requests in /sys/block/"
                + e.target().device() + "/queue/nr_requests if the device can take more.";
        return List.of(new Diagnosis(id(), seen, meaning, advice, ev));
    }
}
