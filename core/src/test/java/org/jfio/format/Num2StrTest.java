package org.jfio.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Expected strings come from fio 3.33's own outputs (fio-example-*.txt / .json) unless noted. */
class Num2StrTest {

    @ParameterizedTest(name = "{0} B/s -> {1} ({2})")
    @CsvSource({
        // fio-example-normal.txt: 81257 / 80944 I/Os of 4 KiB in 3001 ms
        "110905922, 106MiB/s, 111MB/s",
        "110478715, 105MiB/s, 110MB/s",
        // fio-example.json read: bw_bytes 113390000, bw 110732 KiB/s
        "113390000, 108MiB/s, 113MB/s",
        // fio-example-group.txt: 32382 x 4 KiB and 21524 x 128 KiB in 2001 ms
        "66285193, 63.2MiB/s, 66.3MB/s",
        "1409891918, 1345MiB/s, 1410MB/s",
    })
    void shouldFormatBandwidthLikeFio(long bytesPerSec, String iec, String si) {
        assertEquals(iec, Num2Str.bwIec(bytesPerSec));
        assertEquals(si, Num2Str.bwSi(bytesPerSec));
    }

    @ParameterizedTest(name = "{0} B -> {1} ({2})")
    @CsvSource({
        "332828672, 317MiB, 333MB",
        "331546624, 316MiB, 332MB",
        "132636672, 126MiB, 133MB",
        "2821193728, 2691MiB, 2821MB",
    })
    void shouldFormatSizesLikeFio(long bytes, String iec, String si) {
        assertEquals(iec, Num2Str.bytesIec(bytes));
        assertEquals(si, Num2Str.bytesSi(bytes));
    }

    @ParameterizedTest(name = "bs {0} -> {1}")
    @CsvSource({
        "4096, 4096B",
        "131072, 128KiB",
        "16384, 16.0KiB",      // 4 significant figures: one decimal of room
        "16383, 16.0KiB",      // remainder 1023/1024 rounds to a whole unit and carries
        "1536, 1536B",
        "1048576, 1024KiB",
        "0, 0B",
    })
    void shouldFormatBlockSizesAsTheHeaderDoes(long bytes, String expected) {
        assertEquals(expected, Num2Str.bytesIec(bytes));
    }

    @ParameterizedTest(name = "IOPS {0} -> {1}")
    @CsvSource({
        "27076, 27.1k",  // fio-example-normal.txt read
        "26972, 27.0k",  // fio-example-normal.txt write: 0.972 rounds up and carries
        "16182, 16.2k",  // fio-example-group.txt
        "10756, 10.8k",
        "9995, 9995",
        "333, 333",
        "1234567, 1235k",
    })
    void shouldFormatIopsWithSiSuffix(long iops, String expected) {
        assertEquals(expected, Num2Str.iops(iops));
    }

    @ParameterizedTest(name = "latency {0} -> {1}")
    @CsvSource({
        "20350063, 20350k", // fio-example-normal.txt clat max (6 digits, SI, no unit)
        "20533999, 20534k", // rounds up in the no-decimals branch
        "4915200, 4915.2k",
        "1654, 1654",
        "999999, 999999",
    })
    void shouldFormatLatencyBoundsToSixDigits(long value, String expected) {
        assertEquals(expected, Num2Str.num2str(value, 6, 1, false, Num2Str.Unit.NONE));
    }

    @Test
    void shouldApplyBaseAndBits() {
        assertEquals("1KiB", Num2Str.num2str(1, 4, 1024, true, Num2Str.Unit.BYTE));
        assertEquals("8000bit/s", Num2Str.num2str(1000, 4, 1, false, Num2Str.Unit.BIT_PER_SEC));
        assertEquals("80.0kbit/s", Num2Str.num2str(10000, 4, 1, false, Num2Str.Unit.BIT_PER_SEC));
    }

    @Test
    void shouldRejectNegativeNumbers() {
        assertThrows(IllegalArgumentException.class, () -> Num2Str.bytesIec(-1));
    }
}
