package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.testkit.TestEngines;
import org.junit.jupiter.api.Test;

/**
 * fio's {@code iomem_align}: the first I/O buffer starts that far past a page boundary, the next
 * ones follow it at the block size (fio's {@code PTR_ALIGN(orig_buffer, page_mask) + mem_align}).
 */
class IoMemAlignTest {
    private final Set<Long> addresses = new ConcurrentSkipListSet<>();

    private IoEngineProvider recording(EngineCapability... more) {
        return new IoEngineProvider() {
            @Override
            public String name() {
                return "addresses";
            }

            @Override
            public String description() {
                return "records the buffers' addresses";
            }

            @Override
            public Set<EngineCapability> capabilities() {
                Set<EngineCapability> all = EnumSet.of(EngineCapability.DISKLESS, more);
                return all;
            }

            @Override
            public IoEngine create(EngineContext context) {
                return new IoEngine() {
                    private final IoUnit[] done = new IoUnit[64];
                    private int n;

                    @Override
                    public Set<EngineCapability> capabilities() {
                        return EnumSet.noneOf(EngineCapability.class);
                    }

                    @Override
                    public QueueStatus queue(IoUnit unit) {
                        addresses.add(unit.buffer().address());
                        unit.result(unit.lengthBytes());
                        done[n++] = unit;
                        return QueueStatus.QUEUED;
                    }

                    @Override
                    public int reap(int min, int max, long timeoutNs) {
                        int r = n;
                        n = 0;
                        return r;
                    }

                    @Override
                    public IoUnit completed(int index) {
                        return done[index];
                    }
                };
            }
        };
    }

    private List<Long> run(String options, EngineCapability... more) {
        addresses.clear();
        String text = "[a]\nioengine=addresses\nrw=read\nbs=6k\nsize=600k\niodepth=4\n" + options + "\n";
        TestEngines.runText(text, recording(more));
        return List.copyOf(addresses);
    }

    @Test
    void shouldOffsetTheFirstBufferAndPackTheOthersAtTheBlockSize() {
        List<Long> a = run("iomem_align=512");
        assertEquals(4, a.size());
        assertEquals(512, a.get(0) % 4096, "the first buffer is 512 bytes past a page");
        for (int i = 1; i < a.size(); i++) {
            assertEquals(6144, a.get(i) - a.get(i - 1), "the next ones follow at bs");
        }
    }

    @Test
    void shouldPageAlignEveryBufferByDefault() {
        List<Long> a = run("");
        assertEquals(4, a.size());
        assertTrue(a.stream().allMatch(x -> x % 4096 == 0), a.toString());
        assertFalse(a.get(1) - a.get(0) == 6144, "slots are rounded up to pages");
    }

    @Test
    void shouldPutABufferedJobsLargeBuffersSixteenBytesPastAPageAsMallocDoes() {
        List<Long> a = run("bs=64k\nsize=6400k");
        assertEquals(4, a.size());
        for (int i = 0; i < a.size(); i++) {
            assertEquals(BufferPlacement.KERNEL_COPY_OFFSET_BYTES, a.get(i) % 4096, "each buffer at page + 16: " + a);
        }
        assertEquals(65536, a.get(1) - a.get(0), "packed at the block size");
        List<Long> mix = run("bsrange=512-64k\nsize=6400k");
        assertTrue(mix.stream().allMatch(x -> x % 4096 == 16), "a mix up to 64 KiB counts its largest: " + mix);
    }

    @Test
    void shouldKeepLargeBuffersOnAPageForDirectIoMmapMemoryAndUserSpaceCopies() {
        for (String options : List.of("bs=64k\nsize=6400k\ndirect=1", "bs=64k\nsize=6400k\nmem=mmap",
                "bs=16k\nsize=1600k")) {
            List<Long> a = run(options);
            assertTrue(a.stream().allMatch(x -> x % 4096 == 0), options + ": " + a);
        }
        for (EngineCapability c : List.of(EngineCapability.USER_SPACE_COPY, EngineCapability.NEEDS_ALIGNED_BUFFERS)) {
            List<Long> a = run("bs=64k\nsize=6400k", c);
            assertTrue(a.stream().allMatch(x -> x % 4096 == 0), c + ": " + a);
        }
    }
}
