package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.DataDirection;
import org.jfio.result.JobProgress;
import org.jfio.result.JobState;
import org.jfio.result.RunProgress;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;

/**
 * The status line at several states, byte for byte. The expected lines are fio 3.33's own,
 * copied from real runs (../shared/reference/fio/eta-raw.txt, and runs of fio 3.33 with
 * {@code --eta=always} on this machine, quoted in each test); the readings are built so that
 * fio's formulas give those lines: times, clone states and elapsed times chosen to give the
 * same ETA and percentage, counters to give the same rates.
 */
class StatusLineTest {
    private static final long GIB = 1L << 30;
    private static final long MIB = 1L << 20;

    /** One clone's cumulative counters, advanced between readings by a rate over a window. */
    private static final class Clone {
        final JobSpec spec;
        final int index;
        final long total;
        final long[] ios = new long[DataDirection.DATA_COUNT];
        final long[] bytes = new long[DataDirection.DATA_COUNT];

        Clone(JobSpec spec, int index, long total) {
            this.spec = spec;
            this.index = index;
            this.total = total;
        }

        /** Adds what makes fio show {@code kibPerSec} and {@code iops} over {@code windowMs}. */
        Clone moved(DataDirection d, long kibPerSec, long iops, long windowMs) {
            bytes[d.ordinal()] += ceilDiv(kibPerSec * 1024 * windowMs, 1000);
            ios[d.ordinal()] += ceilDiv(iops * windowMs, 1000);
            return this;
        }

        Clone bytesDone(DataDirection d, long value, long ioCount) {
            bytes[d.ordinal()] = value;
            ios[d.ordinal()] = ioCount;
            return this;
        }

        JobProgress at(JobState state, long elapsedMs) {
            return at(state, elapsedMs, 0);
        }

        JobProgress at(JobState state, long elapsedMs, int error) {
            return new JobProgress(spec, index, state, error, 1, elapsedMs, total, ios, bytes);
        }

        private static long ceilDiv(long a, long b) {
            return (a + b - 1) / b;
        }
    }

    private static RunProgress at(long elapsedMs, JobProgress... jobs) {
        return new RunProgress(elapsedMs, List.of(jobs));
    }

    private static JobSpec.Builder timeBased(String name, ReadWrite rw, long runtimeS) {
        return JobSpec.builder(name).rw(rw).set("size", GIB).set("runtime", java.time.Duration.ofSeconds(runtimeS)).set("time_based", true);
    }

    @Test
    void shouldReproduceFiosRawEtaStreamOfARandrwRun() {
        // eta-raw.txt (fio 3.33 on a pty, \r\n from the tty folded back to \n):
        String expected = "Jobs: 1 (f=1)\r"
                + "Jobs: 1 (f=1): [m(1)][60.0%][r=104MiB/s,w=102MiB/s][r=26.6k,w=26.2k IOPS][eta 00m:02s]\r"
                + "\nJobs: 1 (f=1): [m(1)][80.0%][r=81.3MiB/s,w=81.0MiB/s][r=20.8k,w=20.7k IOPS][eta 00m:01s]\r"
                + "Jobs: 1 (f=1): [m(1)][100.0%][r=74.2MiB/s,w=74.9MiB/s][r=19.0k,w=19.2k IOPS][eta 00m:00s]\r";
        Clone t = new Clone(timeBased("t", ReadWrite.RANDRW, 4).build(), 0, GIB);
        StatusLine line = new StatusLine(1000);
        StringBuilder out = new StringBuilder();
        t.bytesDone(DataDirection.READ, 8 * MIB, 2048).bytesDone(DataDirection.WRITE, 8 * MIB, 2048);
        out.append(line.update(at(1500, t.at(JobState.RUNNING, 500))));
        t.moved(DataDirection.READ, 104 * 1024, 26_600, 1100).moved(DataDirection.WRITE, 102 * 1024, 26_200, 1100);
        out.append(line.update(at(2600, t.at(JobState.RUNNING, 1600))));
        t.moved(DataDirection.READ, 83_251, 20_800, 900).moved(DataDirection.WRITE, 81 * 1024, 20_700, 900);
        out.append(line.update(at(3500, t.at(JobState.RUNNING, 2500))));
        t.moved(DataDirection.READ, 75_981, 19_000, 1000).moved(DataDirection.WRITE, 76_698, 19_200, 1000);
        out.append(line.update(at(4500, t.at(JobState.RUNNING, 3500))));
        assertEquals(expected, out.toString());
    }

    @Test
    void shouldShowTheRampThenPadAShorterLine() {
        // fio --name=t --ioengine=null --size=1g --rw=randwrite --runtime=3 --time_based --ramp_time=4
        Clone t = new Clone(timeBased("t", ReadWrite.RANDWRITE, 3).set("ramp_time", java.time.Duration.ofNanos(TimeUnit.SECONDS.toNanos(4))).build(), 0, GIB);
        StatusLine line = new StatusLine();
        assertEquals("Jobs: 1 (f=0)\r", line.update(at(2000, t.at(JobState.RAMP, 1000))));
        assertEquals("Jobs: 1 (f=0): [/(1)][-.-%][eta 00m:04s]\r", line.update(at(3200, t.at(JobState.RAMP, 2200))));
        assertEquals("Jobs: 1 (f=0): [/(1)][-.-%][eta 00m:03s]\r", line.update(at(4200, t.at(JobState.RAMP, 3200))));
        // the ramp's I/O is not counted, so the first rate spans the whole run (fio shows 387MiB/s
        // here, then 5824MiB/s)
        t.moved(DataDirection.WRITE, 387 * 1024, 99_000, 5000);
        assertEquals("Jobs: 1 (f=1): [w(1)][71.4%][w=387MiB/s][w=99.0k IOPS][eta 00m:02s]\r",
                line.update(at(5000, t.at(JobState.RUNNING, 800))));
        t.moved(DataDirection.WRITE, 8029 * 1024, 2_055_000, 500);
        assertEquals("Jobs: 1 (f=1): [w(1)][85.7%][w=8029MiB/s][w=2055k IOPS][eta 00m:01s]\r",
                line.update(at(5500, t.at(JobState.RUNNING, 1300))));
        t.moved(DataDirection.WRITE, 2584 * 1024, 661_000, 500);
        assertEquals("Jobs: 1 (f=1): [w(1)][85.7%][w=2584MiB/s][w=661k IOPS][eta 00m:01s] \r",
                line.update(at(6000, t.at(JobState.RUNNING, 1800))));
        t.moved(DataDirection.WRITE, 4486 * 1024, 1_148_000, 1000);
        assertEquals("Jobs: 1 (f=1): [w(1)][100.0%][w=4486MiB/s][w=1148k IOPS][eta 00m:00s]\r",
                line.update(at(7000, t.at(JobState.RUNNING, 2800))));
    }

    @Test
    void shouldShowSeveralJobsInDifferentStates() {
        // fio --ioengine=null --size=1g --runtime=3 --time_based --name=a --rw=read
        //     --name=b --rw=randread --runtime=1 --name=c --rw=write --stonewall --numjobs=2 --runtime=4
        Clone a = new Clone(timeBased("a", ReadWrite.READ, 3).build(), 0, GIB);
        Clone b = new Clone(timeBased("b", ReadWrite.RANDREAD, 1).build(), 0, GIB);
        JobSpec c = timeBased("c", ReadWrite.WRITE, 4).set("stonewall", true).set("numjobs", 2).build();
        Clone c0 = new Clone(c, 0, GIB);
        Clone c1 = new Clone(c, 1, GIB);
        StatusLine line = new StatusLine();
        b.moved(DataDirection.READ, 2000 * 1024, 500_000, 3000);
        a.moved(DataDirection.READ, 6317 * 1024, 1_629_000, 3000);
        // a still runs (0 s left), b is reaped, both c clones wait behind the stonewall (4 s each)
        assertEquals("Jobs: 1 (f=1): [R(1),_(1),P(2)][27.3%][r=8317MiB/s][r=2129k IOPS][eta 00m:08s]\r",
                line.update(at(3000, a.at(JobState.RUNNING, 2900), b.at(JobState.REAPED, 1000),
                        c0.at(JobState.NOT_CREATED, 0), c1.at(JobState.NOT_CREATED, 0))));
        a.moved(DataDirection.READ, 812 * 1024, 208_000, 2000);
        c0.moved(DataDirection.WRITE, 2707 * 1024, 693_000, 2000);
        c1.moved(DataDirection.WRITE, 2707 * 1024, 693_000, 2000);
        assertEquals("Jobs: 2 (f=2): [_(2),W(2)][62.5%][r=812MiB/s,w=5414MiB/s][r=208k,w=1386k IOPS][eta 00m:03s]\r",
                line.update(at(5000, a.at(JobState.REAPED, 3000), b.at(JobState.REAPED, 1000),
                        c0.at(JobState.RUNNING, 800), c1.at(JobState.RUNNING, 800))));
        c0.moved(DataDirection.WRITE, 3842 * 1024, 983_500, 1000);
        c1.moved(DataDirection.WRITE, 3842 * 1024, 983_500, 1000);
        assertEquals("Jobs: 2 (f=2): [_(2),W(2)][75.0%][w=7684MiB/s][w=1967k IOPS][eta 00m:02s]"
                + " ".repeat(18) + "\r",
                line.update(at(6000, a.at(JobState.REAPED, 3000), b.at(JobState.REAPED, 1000),
                        c0.at(JobState.RUNNING, 1800), c1.at(JobState.RUNNING, 1800))));
    }

    @Test
    void shouldEstimateASizeBasedJobFromItsBytesAndShowItsRateLimit() {
        // fio --name=seq --size=64m --rw=read --bs=64k --rate=16m --ioengine=psync
        JobSpec spec = JobSpec.builder("seq").rw(ReadWrite.READ).set("size", 64 * MIB).set("bs", 64 * 1024)
                .set("rate", DataDirection.READ, 16 * MIB).build();
        Clone seq = new Clone(spec, 0, 64 * MIB);
        StatusLine line = new StatusLine();
        seq.bytesDone(DataDirection.READ, 16 * MIB, 256);
        assertEquals("Jobs: 1 (f=1), 0B/s-16.0MiB/s\r", line.update(at(2000, seq.at(JobState.RUNNING, 500))));
        seq.bytesDone(DataDirection.READ, 32 * MIB, 512);
        assertEquals("Jobs: 1 (f=1), 0B/s-16.0MiB/s: [R(1)][60.0%][r=16.0MiB/s][r=256 IOPS][eta 00m:02s]\r",
                line.update(at(3000, seq.at(JobState.RUNNING, 1500))));
        seq.bytesDone(DataDirection.READ, 48 * MIB, 768);
        assertEquals("Jobs: 1 (f=1), 0B/s-16.0MiB/s: [R(1)][80.0%][r=16.0MiB/s][r=256 IOPS][eta 00m:01s]\r",
                line.update(at(4000, seq.at(JobState.RUNNING, 2500))));
    }

    @Test
    void shouldShowNoPercentageWhileTheFirstKnownEtaIsZero() {
        // fio --name=seq --size=64m --rw=read --bs=64k --rate=16m --ramp_time=2 (the first line
        // after the ramp; the job had nothing left)
        JobSpec spec = JobSpec.builder("seq").rw(ReadWrite.READ).set("size", 64 * MIB).set("bs", 64 * 1024)
                .set("rate", DataDirection.READ, 16 * MIB).build();
        Clone seq = new Clone(spec, 0, 64 * MIB);
        StatusLine line = new StatusLine();
        seq.bytesDone(DataDirection.READ, 64 * MIB, 1024);
        assertEquals("Jobs: 1 (f=1), 0B/s-16.0MiB/s\r", line.update(at(2000, seq.at(JobState.RUNNING, 500))));
        seq.moved(DataDirection.READ, 30, 0, 1500);
        assertEquals("Jobs: 1 (f=1), 0B/s-16.0MiB/s: [R(1)][-.-%][r=30KiB/s][r=0 IOPS][eta 00m:00s]\r",
                line.update(at(3500, seq.at(JobState.RUNNING, 1500))));
    }

    @Test
    void shouldCountWaitingJobsWithoutDetails() {
        // fio --name=a --ioengine=null --rw=randrw --runtime=2 --time_based --startdelay=4
        Clone a = new Clone(timeBased("a", ReadWrite.RANDRW, 2).set("startdelay", java.time.Duration.ofNanos(TimeUnit.SECONDS.toNanos(4))).build(), 0, GIB);
        StatusLine line = new StatusLine();
        assertEquals("Jobs: 0 (f=0)\r", line.update(at(1000, a.at(JobState.NOT_CREATED, 0))));
        assertEquals("Jobs: 0 (f=0)\r", line.update(at(3500, a.at(JobState.NOT_CREATED, 0))));
    }

    @Test
    void shouldPrintNothingWhenEverythingEndedOrIsSettingUp() {
        Clone a = new Clone(timeBased("a", ReadWrite.READ, 2).build(), 0, GIB);
        Clone b = new Clone(timeBased("b", ReadWrite.WRITE, 2).build(), 0, GIB);
        StatusLine line = new StatusLine();
        assertEquals("", line.update(at(500, a.at(JobState.SETTING_UP, 0), b.at(JobState.SETTING_UP, 0))));
        a.moved(DataDirection.READ, 1024, 256, 2000);
        assertEquals("", line.update(at(4000, a.at(JobState.REAPED, 2000), b.at(JobState.REAPED, 0, 5))));
    }

    @Test
    void shouldShowEveryStateCharacterAndScaleThePercentageWhileJobsSetUp() {
        // no fio capture holds all of these at once; the characters are fio's check_str_update
        JobSpec seqWrite = timeBased("w", ReadWrite.WRITE, 10).build();
        JobSpec mixed = timeBased("m", ReadWrite.RW, 10).set("rwmixread", 100).build();
        JobSpec trim = timeBased("t", ReadWrite.RANDTRIM, 10).build();
        List<JobProgress> jobs = new ArrayList<>();
        jobs.add(new Clone(seqWrite, 0, GIB).at(JobState.SETTING_UP, 0));
        jobs.add(new Clone(seqWrite, 1, GIB).at(JobState.PRE_READING, 0));
        jobs.add(new Clone(seqWrite, 2, GIB).at(JobState.FSYNCING, 4000));
        jobs.add(new Clone(seqWrite, 3, GIB).at(JobState.FINISHING, 4000));
        jobs.add(new Clone(seqWrite, 4, GIB).at(JobState.EXITED, 4000));
        jobs.add(new Clone(seqWrite, 5, GIB).at(JobState.REAPED, 4000, 5));
        jobs.add(new Clone(seqWrite, 6, GIB).at(JobState.CREATED, 0));
        jobs.add(new Clone(mixed, 0, GIB).at(JobState.RUNNING, 4000));
        jobs.add(new Clone(trim, 0, GIB).at(JobState.RUNNING, 4000));
        jobs.add(new Clone(seqWrite, 7, GIB).at(JobState.RUNNING, 4000));
        StatusLine line = new StatusLine();
        // 6 running (pre-read, fsync, finishing, 3 doing I/O), 1 setting up:
        // elapsed 5 / (5 + eta 10) * 100 * (1 - 1/6) = 27.8
        assertEquals("Jobs: 6 (f=6): [I(1),p(1),F(1),f(1),E(1),X(1),C(1),R(1),d(1),W(1)][27.8%][eta 00m:10s]\r",
                line.update(new RunProgress(5000, jobs)));
    }

    @Test
    void shouldShowAnIopsLimitAndLongEtas() {
        JobSpec spec = JobSpec.builder("slow").rw(ReadWrite.RANDREAD).set("size", GIB).set("bs", 4096)
                .set("rate_iops", DataDirection.READ, 500).set("rate_iops_min", DataDirection.READ, 100)
                .set("runtime", java.time.Duration.ofDays(2)).set("time_based", true).build();
        Clone c = new Clone(spec, 0, GIB);
        StatusLine line = new StatusLine();
        c.moved(DataDirection.READ, 2000, 500, 10_000);
        assertEquals("Jobs: 1 (f=1), 100-500 IOPS: [r(1)][0.0%][r=2000KiB/s][r=500 IOPS][eta 01d:23h:59m:50s]\r",
                line.update(at(10_000, c.at(JobState.RUNNING, 10_000))));
        assertEquals("01h:02m:05s", StatusLine.etaString(3725));
        assertEquals("01d:00h:00m:05s", StatusLine.etaString(86_405));
        assertEquals("00m:00s", StatusLine.etaString(0));
    }

    @Test
    void shouldStartANewLineOnlyAfterTheIntervalPassed() {
        Clone t = new Clone(timeBased("t", ReadWrite.READ, 60).build(), 0, GIB);
        StatusLine inPlace = new StatusLine();
        StatusLine newlines = new StatusLine(1000);
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (long ms = 1000; ms <= 10_000; ms += 1000) {
            t.moved(DataDirection.READ, 1024, 256, 1000);
            RunProgress p = at(ms, t.at(JobState.RUNNING, ms - 500));
            a.append(inPlace.update(p));
            b.append(newlines.update(p));
        }
        assertFalse(a.toString().contains("\n"));
        // a new line is due when more than 1000 ms passed: every second reading starts one
        assertEquals(4, b.toString().chars().filter(ch -> ch == '\n').count(), b.toString());
        assertThrows(IllegalArgumentException.class, () -> new StatusLine(-1));
    }

    @Test
    void shouldCondenseRunsOfStates() {
        assertEquals("R(10),W(10)", StatusLine.condense("RRRRRRRRRRWWWWWWWWWW"));
        assertEquals("_(1),M(1)", StatusLine.condense("_M"));
        assertEquals("", StatusLine.condense(""));
    }
}
