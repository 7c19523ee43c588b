package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.jfio.job.JobSpec;
import org.junit.jupiter.api.Test;

/**
 * fio's {@code rate_ignore_thinktime}: after a thinktime stall the rate schedule counts the stall
 * as time it went on (fio adds the bytes it would have issued, less one block), instead of
 * letting the job catch up with a burst.
 */
class RateIgnoreThinktimeTest {
    private static final long MS = 1_000_000L;

    private static RateLimiter limiter(String... extra) {
        JobSpec.Builder b = JobSpec.builder("r").set("ioengine", "null").set("size", "1g").set("bs", "4k")
                .set("rate_iops", "1000");
        for (String o : extra) {
            b.set(o.substring(0, o.indexOf('=')), o.substring(o.indexOf('=') + 1));
        }
        return new RateLimiter(b.build(), new SplittableRandom(1));
    }

    @Test
    void shouldMoveTheScheduleOverTheStall() {
        RateLimiter r = limiter();
        r.start(0);
        for (int i = 0; i < 100; i++) {
            r.issued(0, 4096);
        }
        assertEquals(100 * MS, r.dueNs(0), "100 I/Os at 1000 IOPS: the next is due at 100 ms");
        r.thought(100 * MS);
        assertEquals(199 * MS, r.dueNs(0), "the 100 ms stall counted, less one block: due at once after it");
    }

    @Test
    void shouldBeOffByDefaultAndParsed() {
        assertFalse(JobSpec.builder("r").set("size", "1m").build().rate().ignoreThinktime());
        assertTrue(JobSpec.builder("r").set("size", "1m").set("rate_ignore_thinktime", "1").build().rate()
                .ignoreThinktime());
    }

    @Test
    void shouldShiftAPoissonScheduleByTheStall() {
        RateLimiter r = limiter("rate_process=poisson");
        r.start(0);
        r.issued(0, 4096);
        long due = r.dueNs(0);
        r.thought(50 * MS);
        assertEquals(due + 50 * MS, r.dueNs(0));
    }
}
