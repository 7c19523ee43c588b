package org.jfio.run;

import java.util.Set;

import org.jfio.job.Buffers;
import org.jfio.spi.EngineCapability;

/**
 * Where a clone's I/O buffers sit in their slab: the first one's offset past the slab's page-aligned
 * start, and the distance from one buffer to the next.
 *
 * <ul>
 *   <li>With {@code iomem_align=N}: the first at N past a page, the others following at the
 *       largest block size (fio 3.33's {@code PTR_ALIGN(orig_buffer, page_mask) + mem_align}).</li>
 *   <li>A buffered job's buffers of at least {@value #KERNEL_COPY_MIN_BYTES} bytes from
 *       {@code mem=malloc}, on an engine whose data the kernel copies: {@value #KERNEL_COPY_OFFSET_BYTES}
 *       bytes past a page, each of them, where malloc puts a large block (and so where fio's are,
 *       since fio aligns only a direct job's buffers). The kernel's copy from or to the page cache
 *       runs 3-6 % faster into a buffer off the page boundary at 32 KiB and more; at 4-16 KiB, and
 *       for an engine that copies in user space ({@link EngineCapability#USER_SPACE_COPY}), a
 *       page-aligned buffer is the faster one (BENCHMARKS.md, "buffer placement").</li>
 *   <li>Otherwise (direct I/O, {@code mem=mmap}/{@code shm}, an engine that
 *       {@link EngineCapability#NEEDS_ALIGNED_BUFFERS}): each on a page, enough for O_DIRECT on any
 *       Linux device.</li>
 * </ul>
 *
 * @param firstOffsetBytes where the first buffer starts, in bytes past the slab's start
 * @param slotBytes        the distance between the starts of two buffers, at least the block size
 */
record BufferPlacement(long firstOffsetBytes, long slotBytes) {
    /** A page: the alignment of every buffer by default, enough for O_DIRECT on any Linux device. */
    static final long PAGE_BYTES = 4096;
    /** Where malloc places a large block past a page (its header), and so where fio's buffers are. */
    static final long KERNEL_COPY_OFFSET_BYTES = 16;
    /** The smallest largest-block-size from which the kernel's copies run faster off the page boundary. */
    static final long KERNEL_COPY_MIN_BYTES = 32 * 1024;

    /**
     * @param maxBs        the job's largest block size, in bytes
     * @param buffers      the job's buffer options ({@code mem}, {@code iomem_align})
     * @param direct       whether the job uses O_DIRECT
     * @param capabilities the engine's (and its provider's) capabilities
     * @return the placement
     */
    static BufferPlacement of(long maxBs, Buffers buffers, boolean direct, Set<EngineCapability> capabilities) {
        long memAlignBytes = buffers.memAlignBytes();
        if (memAlignBytes > 0) {
            return new BufferPlacement(memAlignBytes, maxBs);
        }
        boolean kernelCopy = !direct && maxBs >= KERNEL_COPY_MIN_BYTES && buffers.mem().equals(Buffers.MEM_MALLOC)
                && !capabilities.contains(EngineCapability.USER_SPACE_COPY)
                && !capabilities.contains(EngineCapability.NEEDS_ALIGNED_BUFFERS);
        long round = kernelCopy ? KERNEL_COPY_OFFSET_BYTES : PAGE_BYTES;
        return new BufferPlacement(kernelCopy ? KERNEL_COPY_OFFSET_BYTES : 0, (maxBs + round - 1) / round * round);
    }

    /** @return the slab's size for {@code depth} buffers */
    long slabBytes(int depth) {
        return firstOffsetBytes + slotBytes * depth;
    }

    /** @return where buffer {@code i} starts in the slab */
    long offsetBytes(int i) {
        return firstOffsetBytes + i * slotBytes;
    }
}
