package org.jfio.engines.aio;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** fio's "aio appears to be stalled" rule, with a stall limit of 0 so the second refusal in a row is past it. */
class SubmitStallTest {

    @Test
    void shouldFailTheJobWhenRefusalsWithNothingInFlightOutlastTheLimit() {
        SubmitStall stall = new SubmitStall(0, 64);
        stall.waitForRoom(-libc_h.EAGAIN(), 3); // the first refusal starts the clock and pauses
        JfioException e = assertThrows(JfioException.class, () -> stall.waitForRoom(-libc_h.ENOMEM(), 3));
        assertEquals("ioengine=libaio: io_submit failed with ENOMEM for 0 s with nothing in flight (3 requests waiting,"
                + " AIO context of 64 events): aio appears to be stalled", e.getMessage());
    }

    @Test
    void shouldStartTheClockAgainOnceTheKernelTakesRequests() {
        SubmitStall stall = new SubmitStall(0, 64);
        stall.refused();
        stall.progressed();
        assertDoesNotThrow(() -> stall.waitForRoom(-libc_h.EAGAIN(), 1), "progress ended the earlier stall");
    }
}
