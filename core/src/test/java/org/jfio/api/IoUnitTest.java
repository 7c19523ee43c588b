package org.jfio.api;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class IoUnitTest {
    @Test
    void shouldMoveTheBufferWithTheFileOffsetOnAShortTransfer() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment slot = arena.allocate(8192, 4096);
            IoUnit u = new IoUnit(3, slot);
            IoFile f = new IoFile(Path.of("x"), 0, 0, 1 << 20);
            u.prepare(DataDirection.READ, f, 4096, 8192, 1);
            assertSame(slot, u.buffer(), "no slice in the normal case");
            assertEquals(slot.address(), u.bufferAddress());
            u.advance(1000);
            assertEquals(5096, u.offsetBytes());
            assertEquals(7192, u.lengthBytes());
            assertEquals(slot.address() + 1000, u.buffer().address());
            assertEquals(slot.address() + 1000, u.bufferAddress());
            assertSame(slot, u.slot());
            u.prepare(DataDirection.WRITE, f, 0, 4096, 2);
            assertSame(slot, u.buffer(), "a new request starts at the slot again");
        }
    }
}
