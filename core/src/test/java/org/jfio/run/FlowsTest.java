package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * fio 3.33's flow rule, driven turn by turn: clones that each try once per turn issue I/O in the
 * ratio of their weights; a clone that leaves takes its count and weight out, and the others
 * recalibrate (fio's t0011 and t0014 check the same on running jobs).
 */
class FlowsTest {

    /** @return how many of {@code turns} tries each share issued */
    private static long[] turns(int turns, Flows.Share... shares) {
        long[] issued = new long[shares.length];
        for (int t = 0; t < turns; t++) {
            for (int i = 0; i < shares.length; i++) {
                if (!shares[i].held()) {
                    issued[i]++;
                }
            }
        }
        return issued;
    }

    @Test
    void shouldIssueInTheRatioOfTheWeights() {
        Flows flows = new Flows();
        Flows.Share one = flows.join(1, 1);
        Flows.Share eight = flows.join(1, 8);
        long[] n = turns(90_000, one, eight);
        assertEquals(8.0, (double) n[1] / n[0], 0.01, n[0] + " / " + n[1]);
    }

    @Test
    void shouldKeepFlowsApartAndIgnoreWeightZero() {
        Flows flows = new Flows();
        Flows.Share a = flows.join(1, 1);
        Flows.Share b = flows.join(2, 5);
        long[] n = turns(1000, a, b);
        assertEquals(1000, n[0], "alone in flow 1");
        assertEquals(1000, n[1], "alone in flow 2");
        assertNull(flows.join(1, 0), "flow=0: in no flow");
    }

    @Test
    void shouldRecalibrateWhenAMemberLeaves() {
        Flows flows = new Flows();
        Flows.Share one = flows.join(7, 1);
        Flows.Share two = flows.join(7, 2);
        Flows.Share three = flows.join(7, 3);
        long[] first = turns(60_000, one, two, three);
        assertEquals(2.0, (double) first[1] / first[0], 0.01);
        assertEquals(3.0, (double) first[2] / first[0], 0.01);
        three.leave();
        three.leave(); // once only
        long[] after = turns(60_000, one, two);
        assertEquals(2.0, (double) after[1] / after[0], 0.01, after[0] + " / " + after[1]);
        assertFalse(one.held() && two.held(), "one of them can always go");
    }
}
