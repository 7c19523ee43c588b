package org.jfio.run;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * fio 3.33's flow control ({@code flow_id}, {@code flow}, {@code flow_sleep}): the jobs of one
 * flow issue I/O in the ratio of their weights. Each flow keeps a shared counter of the I/O its
 * jobs issued (starting at 1) and the sum of the weights of the jobs running in it; a clone whose
 * share of the counter is above its share of the weights is held back (it issues nothing this
 * turn, after sleeping {@code flow_sleep} µs when set). A clone joins when it starts and leaves
 * when it ends, taking its I/O count and weight out, so the others recalibrate (fio's
 * {@code flow_init_job}, {@code flow_exit_job}). fio master keeps these semantics; the older
 * token counter with {@code flow_watermark} (signed weights) is gone in both.
 *
 * <p>One per run. {@link #join} and {@link Share#leave} take a lock (at a clone's start and end);
 * {@link Share#held} reads two atomics and adds to one: no lock, no allocation.
 */
final class Flows {
    private final Map<Integer, Flow> byId = new HashMap<>();

    /** One flow: its jobs' shared I/O counter and the sum of their weights. */
    private static final class Flow {
        final AtomicLong counter = new AtomicLong(1);
        final AtomicLong totalWeight = new AtomicLong();
    }

    /**
     * A clone joins flow {@code id} with {@code weight}.
     *
     * @return its share, or null when {@code weight} is 0 (the job is in no flow)
     */
    synchronized Share join(int id, int weight) {
        if (weight <= 0) {
            return null;
        }
        Flow flow = byId.computeIfAbsent(id, k -> new Flow());
        flow.totalWeight.addAndGet(weight);
        return new Share(this, flow, weight);
    }

    private synchronized void leave(Flow flow, long issued, int weight) {
        flow.counter.addAndGet(-issued);
        flow.totalWeight.addAndGet(-weight);
    }

    /** One clone's place in its flow. Used by the clone's thread only. */
    static final class Share {
        private final Flows flows;
        private final Flow flow;
        private final int weight;
        private long issued;
        private boolean left;

        private Share(Flows flows, Flow flow, int weight) {
            this.flows = flows;
            this.flow = flow;
            this.weight = weight;
        }

        /**
         * fio's {@code flow_threshold_exceeded}: is this clone ahead of its weight's share?
         * When not, the I/O about to be issued is counted.
         *
         * @return true when the clone must hold back this turn
         */
        boolean held() {
            double issuedShare = (double) issued / flow.counter.get();
            double weightShare = (double) weight / flow.totalWeight.get();
            if (issuedShare > weightShare) {
                return true;
            }
            flow.counter.incrementAndGet();
            issued++;
            return false;
        }

        /** The clone ended: its count and weight leave the flow (once). */
        void leave() {
            if (!left) {
                left = true;
                flows.leave(flow, issued, weight);
            }
        }
    }
}
