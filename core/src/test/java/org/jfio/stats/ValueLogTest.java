package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** fio 3.33's windowed value logs ({@code stat.c add_log_sample}), fed with chosen times. */
class ValueLogTest {
    @TempDir
    Path dir;

    private LogFixture fixture(boolean offset, boolean prio) {
        return new LogFixture(dir.resolve("v.log"), CsvRowFormat.STRIDE, new CsvRowFormat(offset, prio, false, false));
    }

    @Test
    void shouldWriteEachIosPriorityAsFioDoes() {
        int rtLevel4 = (1 << 13) | 4;
        LogFixture hex = new LogFixture(dir.resolve("h.log"), CsvRowFormat.STRIDE, new CsvRowFormat(false, true, false, false));
        new ValueLog(hex.rows, 0, false, false, false).record(0, 100, 4096, 0, 1, 0, rtLevel4);
        new ValueLog(hex.rows, 0, false, false, false).record(0, 100, 4096, 0, 2, 0, 0);
        assertEquals(List.of("1, 100, 0, 4096, 0x2004", "2, 100, 0, 4096, 0x0000"), hex.finish());
        LogFixture rt = new LogFixture(dir.resolve("r.log"), CsvRowFormat.STRIDE, new CsvRowFormat(false, false, false, false));
        new ValueLog(rt.rows, 0, false, false, false).record(0, 100, 4096, 0, 1, 0, rtLevel4);
        assertEquals(List.of("1, 100, 0, 4096, 1"), rt.finish()); // realtime class: 1
        LogFixture be = new LogFixture(dir.resolve("b.log"), CsvRowFormat.STRIDE, new CsvRowFormat(false, false, false, false));
        new ValueLog(be.rows, 0, false, false, false).record(0, 100, 4096, 0, 1, 0, (2 << 13) | 4);
        assertEquals(List.of("1, 100, 0, 4096, 0"), be.finish());
        LogFixture window = new LogFixture(dir.resolve("w.log"), CsvRowFormat.STRIDE, new CsvRowFormat(false, true, false, false));
        ValueLog w = new ValueLog(window.rows, 1000, false, false, false);
        w.record(0, 100, 4096, 0, 10, 0, rtLevel4);
        w.finish(500);
        assertEquals(List.of("500, 100, 0, 0, 0x0000"), window.finish()); // a window's row: priority 0, as fio
    }

    @Test
    void shouldWriteAverageAndMaximumAndIssueTimeAsNewerFio() {
        LogFixture f = new LogFixture(dir.resolve("n.log"), CsvRowFormat.STRIDE, new CsvRowFormat(true, false, true, true));
        ValueLog perIo = new ValueLog(f.rows, 0, false, true, false);
        perIo.record(1, 100, 4096, 8192, 3, 2_500_000);
        ValueLog window = new ValueLog(f.rows, 1000, false, true, false);
        window.record(0, 10, 4096, 0, 100, 77);
        window.record(0, 31, 4096, 0, 900, 88);
        window.record(0, 50, 4096, 0, 1200, 99); // the next window's first value closes [0, 1000]
        ValueLog sampled = new ValueLog(f.rows, 0, false, true, true);
        sampled.record(0, 5000, 0, 0, 500);
        assertEquals(List.of(
                "3, 100, 0, 1, 4096, 8192, 0, 2500000",  // a row per I/O: value1 0, issue time last
                "1000, 21, 31, 0, 0, 0, 0, 0",           // a window, at its nominal end: average (20.5 -> 21), maximum; bs, offset, issue 0
                "500, 5000, 5000, 0, 0, 0, 0, 0"), f.finish()); // a sampler's window: its one value twice
    }

    @Test
    void shouldWriteEveryValueWithoutAWindow() {
        LogFixture f = fixture(true, false);
        ValueLog log = new ValueLog(f.rows, 0, false, false, false);
        for (int i = 0; i < 10; i++) {
            log.record(i % 2, 100 + i, 4096, 8192L * i, i / 3);
        }
        List<String> lines = f.finish();
        assertEquals(10, lines.size(), "3 chunks of 3 rows and a partial one");
        assertEquals("0, 100, 0, 4096, 0, 0", lines.get(0));
        assertEquals("3, 109, 1, 4096, 73728, 0", lines.get(9));
    }

    @Test
    void shouldAverageEachDirectionOverItsWindowRoundingHalfUp() {
        LogFixture f = fixture(false, false);
        ValueLog log = new ValueLog(f.rows, 1000, false, false, false);
        log.record(0, 1, 4096, 0, 10);
        log.record(0, 2, 4096, 0, 500);
        log.record(1, 50, 4096, 0, 20);
        log.record(0, 2, 4096, 0, 999);
        log.record(0, 8, 4096, 0, 1003);   // after the boundary: closes [0, 1000], counts in (1000, 2000]
        log.record(0, 7, 4096, 0, 1500);
        log.record(1, 60, 4096, 0, 2100);  // write's first window closes, stamped at its end
        log.record(0, 9, 4096, 0, 2001);
        log.record(0, 4, 4096, 0, 2300);
        log.finish(2600);
        assertEquals(List.of(
                "1000, 2, 0, 0, 0",            // (1+2+2)/3 = 1.67 -> 2
                "1000, 50, 1, 0, 0",
                "2000, 8, 0, 0, 0",            // (8+7)/2 = 7.5 -> 8
                "2600, 7, 0, 0, 0",            // the open window at the end: (9+4)/2 = 6.5 -> 7
                "2600, 60, 1, 0, 0"), f.finish());
    }

    @Test
    void shouldStampEveryWindowOnItsNominalEndHoweverLateTheValueThatClosesItComes() {
        LogFixture f = fixture(false, false);
        ValueLog log = new ValueLog(f.rows, 1000, false, false, false);
        log.record(0, 10, 4096, 0, 1);
        log.record(0, 20, 4096, 0, 1023);  // a job thread 23 ms late
        log.record(0, 30, 4096, 0, 3073);  // a stall: (2000, 3000] had no value, no row
        log.record(0, 40, 4096, 0, 3999);
        log.record(0, 50, 4096, 0, 4000);  // the boundary's own ms ends the window, as in fio
        log.record(0, 60, 4096, 0, 4001);
        log.finish(4700);
        assertEquals(List.of("1000, 10, 0, 0, 0", "2000, 20, 0, 0, 0", "4000, 40, 0, 0, 0", "4700, 60, 0, 0, 0"),
                f.finish());
    }

    @Test
    void shouldStampTheLastWindowOnItsEndWhenTheJobEndsAfterIt() {
        LogFixture f = fixture(false, false);
        ValueLog log = new ValueLog(f.rows, 1000, false, false, false);
        log.record(0, 10, 4096, 0, 3500);
        log.record(0, 20, 4096, 0, 4000);
        log.record(0, 30, 4096, 0, 4500);
        log.finish(5002);                  // no value came after 5000: the window ended there
        assertEquals(List.of("4000, 15, 0, 0, 0", "5000, 30, 0, 0, 0"), f.finish());
    }

    @Test
    void shouldStartEveryWindowAgainWhenTheMeasuredRunRestarts() {
        LogFixture f = fixture(false, false);
        ValueLog log = new ValueLog(f.rows, 1000, false, false, false);
        log.record(0, 10, 4096, 0, 5500);
        log.restart();                     // latency_target's final run starts a new measured run
        log.record(0, 20, 4096, 0, 100);
        log.record(0, 30, 4096, 0, 1100);
        log.finish(1200);
        assertEquals(List.of("1000, 20, 0, 0, 0", "1200, 30, 0, 0, 0"), f.finish());
    }

    @Test
    void shouldLogTheWindowMaximumWithLogMaxValue() {
        LogFixture f = fixture(true, true);
        ValueLog log = new ValueLog(f.rows, 500, true, false, false);
        log.record(0, 7, 4096, 4096, 100);
        log.record(0, 90, 4096, 4096, 200);
        log.record(0, 3, 4096, 4096, 501);
        log.record(0, 4, 4096, 4096, 700);
        log.finish(800);                   // 501 is past 500: the second window's
        assertEquals(List.of("500, 90, 0, 0, 0, 0x0000", "800, 4, 0, 0, 0, 0x0000"), f.finish());
    }

    @Test
    void shouldCountAValueOlderThanTheWindowStartInTheOpenWindow() {
        LogFixture f = fixture(false, false);
        ValueLog log = new ValueLog(f.rows, 1000, false, false, false);
        log.record(0, 10, 4096, 0, 1200);
        log.record(0, 30, 4096, 0, 900);   // an issue time before the window start (slat)
        log.finish(1500);
        assertEquals(List.of("1500, 20, 0, 0, 0"), f.finish());
    }

    @Test
    void shouldFormatUnixEpochTimesAndWidePriorities() {
        LogOutputProbe.assertHex("0x0000", 0);
        LogOutputProbe.assertHex("0x00ff", 255);
        LogOutputProbe.assertHex("0x12345", 0x12345);
        CsvRowFormat format = new CsvRowFormat(false, false, false, false);
        format.timeBaseMs(1_700_000_000_000L);
        LogFixture f = new LogFixture(dir.resolve("e.log"), CsvRowFormat.STRIDE, format);
        new ValueLog(f.rows, 0, false, false, false).record(2, -1, 512, 0, 42);
        assertEquals(List.of("1700000000042, -1, 2, 512, 0"), f.finish());
    }
}
