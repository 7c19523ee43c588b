package org.jfio.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** sysbench 1.0.20's {@code sb_print_value_size} texts, as its headers and messages print them. */
class SizeTextTest {
    @ParameterizedTest
    @CsvSource({"1000, 1000", "1024, 1Ki", "16384, 16Ki", "4194304, 4Mi", "67108864, 64Mi", "2147483648, 2Gi",
        "1610612736, 1.5Gi", "33333, 32.552Ki", "100000, 97.656Ki", "1099511627776, 1Ti", "1125899906842624, 1024Ti",
        "0, 0", "1, 1", "1048575, 1024Ki"})
    void shouldPrintSizesAsSysbench(double bytes, String text) {
        assertEquals(text, SizeText.of(bytes));
    }
}
