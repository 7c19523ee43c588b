package org.jfio.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

class CFormatTest {

    @Test
    void shouldRoundTheExactBinaryValueLikeGlibc() {
        assertEquals("1.00", CFormat.fixed(1.005, 2));   // 1.00499999999999989...
        assertEquals("0.12", CFormat.fixed(0.125, 2));   // exact tie: to even
        assertEquals("0.2", CFormat.fixed(0.25, 1));
        assertEquals("2.67", CFormat.fixed(2.675, 2));
        assertEquals("27683.105631", CFormat.fixed(83077 * 1000.0 / 3001, 6)); // fio-example.json iops
        assertEquals("0.000000", CFormat.fixed(0.0, 6));
        assertEquals("0.000000", CFormat.fixed(Double.NaN, 6));
    }

    @Test
    void shouldPadToWidth() {
        assertEquals(" 0.00", CFormat.fixed(0.0, 5, 2));
        assertEquals("123456.78", CFormat.fixed(123456.78, 5, 2));
        assertEquals(" 1233", CFormat.pad(1233, 5));
        assertEquals("123456", CFormat.pad(123456, 5));
    }

    @Test
    void shouldFormatLikeCtime() {
        assertEquals("Sun Nov 29 18:10:00 2026", CFormat.ctime(java.time.Instant.parse("2026-11-29T18:10:00Z").toEpochMilli(), ZoneOffset.UTC));
        assertEquals("Mon Feb  2 03:04:05 2026",
                CFormat.ctime(java.time.Instant.parse("2026-02-02T03:04:05Z").toEpochMilli(), ZoneOffset.UTC));
    }
}
