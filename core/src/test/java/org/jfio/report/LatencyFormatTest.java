package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.jfio.result.LatencyStats;
import org.jfio.job.JobSpec;
import org.junit.jupiter.api.Test;

class LatencyFormatTest {

    @Test
    void shouldPickUsecOnlyWhenMinMaxAndStdevAllQualify() {
        assertEquals("usec", LatencyFormat.scale(2001, 100_000, 50_000, 1001).unit());
        assertEquals("nsec", LatencyFormat.scale(2000, 100_000, 50_000, 1001).unit()); // min not > 2000
        assertEquals("nsec", LatencyFormat.scale(2001, 99_999, 50_000, 1001).unit());  // max not > 99999
        assertEquals("nsec", LatencyFormat.scale(2001, 100_000, 50_000, 1000).unit()); // stdev not > 1000
        // fio-example-normal.txt: "clat (nsec): min=1654, max=20350k": min too small for usec
        assertEquals("nsec", LatencyFormat.scale(1654, 20_350_063, 242_748.59, 590_804.59).unit());
    }

    @Test
    void shouldPickMsecOnlyWhenMinMaxAndStdevAllQualify() {
        LatencyFormat.Scaled ms = LatencyFormat.scale(2_000_001, 100_000_000, 5e7, 1_000_001);
        assertEquals(new LatencyFormat.Scaled("msec", 2, 100, 50.0, 1.000001), ms);
        assertEquals("usec", LatencyFormat.scale(2_000_000, 100_000_000, 5e7, 1_000_001).unit());
        assertEquals("usec", LatencyFormat.scale(2_000_001, 99_999_999, 5e7, 1_000_001).unit());
        assertEquals("usec", LatencyFormat.scale(2_000_001, 100_000_000, 5e7, 1_000_000).unit());
    }

    @Test
    void shouldScaleMinAndMaxByIntegerDivision() {
        LatencyFormat.Scaled us = LatencyFormat.scale(3999, 150_999, 4470.0, 14633.6);
        assertEquals(3, us.min());
        assertEquals(150, us.max());
        assertEquals(4.47, us.mean(), 1e-12);
    }

    @Test
    void shouldPrintSummaryLine() {
        LatencyStats s = ReportFixtures.latency(new long[] {990, 10}, new long[] {3000, 150000});
        assertEquals("    slat (usec): min=3, max=150, avg= 4.47, stdev=14.63\n", LatencyFormat.summaryLine("slat", s));
        LatencyStats flat = ReportFixtures.latency(new long[] {5}, new long[] {4000});
        assertEquals("     lat (nsec): min=4000, max=4000, avg=4000.00, stdev= 0.00\n",
                LatencyFormat.summaryLine(" lat", flat));
    }

    @Test
    void shouldComputePercentilePrecisionFromTheList() {
        assertEquals(2, LatencyFormat.precision(JobSpec.builder("defaults").build().reporting().percentileList()));
        assertEquals(0, LatencyFormat.precision(new double[] {50, 99}));
        assertEquals(4, LatencyFormat.precision(new double[] {50, 99.9999}));
    }

    @Test
    void shouldSortAndDeduplicatePercentiles() {
        assertArrayEquals(new double[] {1, 50, 99.9}, LatencyFormat.sortedPercentiles(new double[] {99.9, 1, 50, 1}));
    }

    @Test
    void shouldLayOutFourPercentilesPerLineInUsec() {
        // fio buckets: 102400 -> 102912, 245760 -> 246784, 491520 -> 493568, 3276800 -> 3293184 ns,
        // rounded up to usec
        LatencyStats s = ReportFixtures.latency(ReportFixtures.T_WRITE_COUNTS, ReportFixtures.T_WRITE_CLAT);
        String expected = """
                    clat percentiles (usec):
                     |  1.00th=[  103],  5.00th=[  103], 10.00th=[  103], 20.00th=[  103],
                     | 30.00th=[  247], 40.00th=[  247], 50.00th=[  247], 60.00th=[  247],
                     | 70.00th=[  247], 80.00th=[  247], 90.00th=[  494], 95.00th=[  494],
                     | 99.00th=[ 3294], 99.50th=[ 3294], 99.90th=[ 3294], 99.95th=[ 3294],
                     | 99.99th=[ 3294]
                """;
        assertEquals(expected, LatencyFormat.percentileBlock("clat", s, JobSpec.builder("defaults").build().reporting().percentileList()));
    }

    @Test
    void shouldStayInNsecForSmallValuesAndHonourPrecisionZero() {
        // fio buckets 500-503 (value 502) and 1488-1503 (1496); min 502 is not > 2000 => nsec.
        // "50:99" has no decimals: "%3.0fth", and 73 / (0 + 10 + 5) = 4 per line
        LatencyStats s = ReportFixtures.latency(new long[] {50, 50}, new long[] {500, 1500});
        String expected = """
                    clat percentiles (nsec):
                     |  50th=[  502],  99th=[ 1496]
                """;
        assertEquals(expected, LatencyFormat.percentileBlock("clat", s, new double[] {50, 99}));
    }

    @Test
    void shouldScaleToMsecRoundingUpEachStep() {
        // 2.5 s lands in fio's bucket of width 2^25 starting at 2_483_027_968 (value 2_499_805_184),
        // 12.5 s in the one of width 2^27 starting at 12_482_248_704 (value 12_549_357_568)
        LatencyStats s = ReportFixtures.latency(new long[] {60, 40}, new long[] {2_500_000_000L, 12_500_000_000L});
        assertArrayEquals(new long[] {2_499_805_184L, 12_549_357_568L}, s.fioPercentilesNs(10, 99));
        // (v + 999) / 1000 twice; width = max(5, digits(12550)) = 5; 73 / (2 + 10 + 5) = 4 per line
        String expected = """
                    clat percentiles (msec):
                     | 10.25th=[ 2500], 20.00th=[ 2500], 50.00th=[ 2500], 90.00th=[12550],
                     | 99.00th=[12550]
                """;
        assertEquals(expected, LatencyFormat.percentileBlock("clat", s, new double[] {10.25, 20, 50, 90, 99}));
    }

    @Test
    void shouldUseThreeEntriesPerLineWhenValuesNeedEightDigits() {
        // smallest value 1.5 ms is not > 2 ms, so usec although the largest is 12.5 s;
        // 12_549_358 usec needs 8 digits => 73 / (2 + 10 + 8) = 3 per line
        LatencyStats s = ReportFixtures.latency(new long[] {50, 50}, new long[] {1_500_000, 12_500_000_000L});
        String expected = """
                    clat percentiles (usec):
                     | 10.25th=[    1500], 20.00th=[    1500], 30.00th=[    1500],
                     | 90.00th=[12549358]
                """;
        assertEquals(expected, LatencyFormat.percentileBlock("clat", s, new double[] {10.25, 20, 30, 90}));
    }

    @Test
    void shouldPrintNothingWithoutSamples() {
        assertEquals("", LatencyFormat.percentileBlock("clat", LatencyStats.EMPTY, JobSpec.builder("defaults").build().reporting().percentileList()));
    }
}
