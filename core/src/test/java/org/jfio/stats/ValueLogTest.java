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
        return new LogFixture(dir.resolve("v.log"), CsvRowFormat.STRIDE, new CsvRowFormat(offset, prio, 0));
    }

    @Test
    void shouldWriteTheJobsIoPriorityAsFioDoes() {
        int rtLevel4 = (1 << 13) | 4;
        LogFixture hex = new LogFixture(dir.resolve("h.log"), CsvRowFormat.STRIDE, new CsvRowFormat(false, true, rtLevel4));
        new ValueLog(hex.rows, 0, false).record(0, 100, 4096, 0, 1);
        assertEquals(List.of("1, 100, 0, 4096, 0x2004"), hex.finish());
        LogFixture rt = new LogFixture(dir.resolve("r.log"), CsvRowFormat.STRIDE, new CsvRowFormat(false, false, rtLevel4));
        new ValueLog(rt.rows, 0, false).record(0, 100, 4096, 0, 1);
        assertEquals(List.of("1, 100, 0, 4096, 1"), rt.finish()); // realtime class: 1
        LogFixture be = new LogFixture(dir.resolve("b.log"), CsvRowFormat.STRIDE, new CsvRowFormat(false, false, (2 << 13) | 4));
        new ValueLog(be.rows, 0, false).record(0, 100, 4096, 0, 1);
        assertEquals(List.of("1, 100, 0, 4096, 0"), be.finish());
    }

    @Test
    void shouldWriteAverageAndMaximumAndIssueTimeAsNewerFio() {
        LogFixture f = new LogFixture(dir.resolve("n.log"), CsvRowFormat.STRIDE, new CsvRowFormat(true, false, 0, true, true));
        ValueLog perIo = new ValueLog(f.rows, 0, false, true, false);
        perIo.record(1, 100, 4096, 8192, 3, 2_500_000);
        ValueLog window = new ValueLog(f.rows, 1000, false, true, false);
        window.record(0, 10, 4096, 0, 100, 77);
        window.record(0, 31, 4096, 0, 1200, 88);
        ValueLog sampled = new ValueLog(f.rows, 0, false, true, true);
        sampled.record(0, 5000, 0, 0, 500);
        assertEquals(List.of(
                "3, 100, 0, 1, 4096, 8192, 0, 2500000",  // a row per I/O: value1 0, issue time last
                "1200, 21, 31, 0, 0, 0, 0, 0",           // a window: average (20.5 -> 21), maximum; bs, offset, issue 0
                "500, 5000, 5000, 0, 0, 0, 0, 0"), f.finish()); // a sampler's window: its one value twice
    }

    @Test
    void shouldWriteEveryValueWithoutAWindow() {
        LogFixture f = fixture(true, false);
        ValueLog log = new ValueLog(f.rows, 0, false);
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
        ValueLog log = new ValueLog(f.rows, 1000, false);
        log.record(0, 1, 4096, 0, 10);
        log.record(1, 50, 4096, 0, 20);
        log.record(0, 2, 4096, 0, 999);
        log.record(0, 2, 4096, 0, 1003);   // crosses the window: its value is in the row
        log.record(0, 7, 4096, 0, 1500);
        log.record(1, 60, 4096, 0, 2100);  // write's first row, one window and more after its start
        log.record(0, 9, 4096, 0, 2001);
        log.record(0, 4, 4096, 0, 2300);
        log.finish(2600);
        assertEquals(List.of(
                "1003, 2, 0, 0, 0",            // (1+2+2)/3 = 1.67 -> 2
                "2100, 55, 1, 0, 0",
                "2001, 8, 0, 0, 0",            // (7+9)/2
                "2600, 4, 0, 0, 0"), f.finish()); // the open window at the end; write had none left
    }

    @Test
    void shouldAlignTheNextWindowToAMultipleOfItsLength() {
        LogFixture f = fixture(false, false);
        ValueLog log = new ValueLog(f.rows, 1000, false);
        log.record(0, 10, 4096, 0, 1700);  // row at 1700; the next window starts at 1000, not 1700
        log.record(0, 20, 4096, 0, 1999);
        log.record(0, 30, 4096, 0, 2000);
        assertEquals(List.of("1700, 10, 0, 0, 0", "2000, 25, 0, 0, 0"), f.finish());
    }

    @Test
    void shouldLogTheWindowMaximumWithLogMaxValue() {
        LogFixture f = fixture(true, true);
        ValueLog log = new ValueLog(f.rows, 500, true);
        log.record(0, 7, 4096, 4096, 100);
        log.record(0, 90, 4096, 4096, 200);
        log.record(0, 3, 4096, 4096, 501);
        log.record(0, 4, 4096, 4096, 700);
        log.finish(800);
        assertEquals(List.of("501, 90, 0, 0, 0, 0x0000", "800, 4, 0, 0, 0, 0x0000"), f.finish());
    }

    @Test
    void shouldCountButNotWriteAValueOlderThanTheWindowStart() {
        LogFixture f = fixture(false, false);
        ValueLog log = new ValueLog(f.rows, 1000, false);
        log.record(0, 10, 4096, 0, 1200);
        log.record(0, 30, 4096, 0, 900);   // an issue time before the window start (slat)
        log.finish(1500);
        assertEquals(List.of("1200, 10, 0, 0, 0", "1500, 30, 0, 0, 0"), f.finish());
    }

    @Test
    void shouldFormatUnixEpochTimesAndWidePriorities() {
        LogOutputProbe.assertHex("0x0000", 0);
        LogOutputProbe.assertHex("0x00ff", 255);
        LogOutputProbe.assertHex("0x12345", 0x12345);
        CsvRowFormat format = new CsvRowFormat(false, false, 0);
        format.timeBaseMs(1_700_000_000_000L);
        LogFixture f = new LogFixture(dir.resolve("e.log"), CsvRowFormat.STRIDE, format);
        new ValueLog(f.rows, 0, false).record(2, -1, 512, 0, 42);
        assertEquals(List.of("1700000000042, -1, 2, 512, 0"), f.finish());
    }
}
