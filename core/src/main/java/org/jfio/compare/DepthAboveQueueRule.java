package org.jfio.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code depth-above-nr-requests}: a cell keeps more requests in flight (its effective depth times
 * {@code numjobs}) than the device's request queues hold ({@code nr_requests} times the hardware
 * queues). The rest wait in software, above the device. One finding naming every such cell.
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
        List<CellResult> above = new ArrayList<>();
        long worstInFlight = 0;
        for (CellResult c : e.measured()) {
            long inFlight = inFlight(c);
            if (inFlight > queues) {
                above.add(c);
                worstInFlight = Math.max(worstInFlight, inFlight);
            }
        }
        if (above.isEmpty()) {
            return List.of();
        }
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("in_flight", Long.toString(worstInFlight));
        ev.put("nr_requests", Long.toString(nr));
        ev.put("hw_queues", Figures.count(e.target().hardwareQueues()));
        StringBuilder seen = new StringBuilder();
        for (CellResult c : above) {
            ev.put("in_flight[" + e.name(c) + "]", Long.toString(inFlight(c)));
            seen.append(seen.isEmpty() ? "" : "; ").append(e.name(c)).append(" keeps ").append(inFlight(c))
                    .append(" requests in flight (iodepth ").append(c.first().effectiveIodepth()).append(" x numjobs ")
                    .append(c.first().numjobs()).append(')');
        }
        seen.append("; ").append(e.target().device()).append(" queues nr_requests=").append(nr)
                .append(" per hardware queue, ").append(Figures.count(e.target().hardwareQueues())).append(" queue(s).");
        String meaning = "The requests beyond " + queues + " wait in software before the device sees them:"
                + " the device is never offered more than " + queues + " at a time.";
        String advice = "keep iodepth x numjobs at or below " + queues + ", or raise nr_requests in /sys/block/"
                + e.target().device() + "/queue/nr_requests if the device can take more.";
        return List.of(new Diagnosis(id(), seen.toString(), meaning, advice, ev));
    }

    private static long inFlight(CellResult c) {
        return (long) c.first().effectiveIodepth() * c.first().numjobs();
    }
}
