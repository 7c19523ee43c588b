package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.OptionSupport;

import static org.jfio.spi.option.OptionCategory.BUFFERS;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.SIZE;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * What is in the write buffers and the page cache before the run (fio's {@code zero_buffers},
 * {@code invalidate}, {@code refill_buffers}, {@code scramble_buffers},
 * {@code buffer_compress_percentage}, {@code buffer_compress_chunk}, {@code buffer_pattern},
 * {@code dedupe_percentage}, {@code dedupe_mode}, {@code dedupe_working_set_percentage}).
 * Immutable (the pattern is copied in and out).
 *
 * @param zeroBuffers              write zeros instead of random data
 * @param invalidate               drop the files' page cache before the run
 * @param refillBuffers            fresh random data for every write
 * @param scrambleBuffers          alter a few bytes of every write buffer
 * @param compressPercentage       make write buffers this percent compressible (0..100)
 * @param compressChunkBytes       granularity of the compressible part
 * @param pattern                  the buffer pattern's bytes, or null when none
 * @param dedupePercentage         this percent of the write buffers repeat an earlier one (0..100)
 * @param dedupeWorkingSet         {@code dedupe_mode=working_set}: a repeated buffer is one of the first
 *                                 unique ones, picked at random; else ({@code repeat}) the last unique one
 * @param dedupeWorkingSetPercentage the working set's share of the job's size, in percent (0..100)
 * @param memAlignBytes            the first I/O buffer starts this many bytes past a page boundary
 *                                 ({@code iomem_align}; fio: the others follow at the block size)
 * @param mem                      where the I/O buffers come from ({@code mem}): {@link #MEM_MALLOC},
 *                                 {@code shm}, {@code shmhuge}, {@code mmap}, {@code mmapshared}, {@code mmaphuge}
 * @param memFile                  the file of {@code mem=mmap:FILE} (and mmapshared, mmaphuge), or null
 * @param hugepageBytes            the huge page size of {@code shmhuge} and {@code mmaphuge} ({@code hugepage-size})
 * @param dedupeGlobal             {@code dedupe_global}: the working set of {@code dedupe_mode=working_set} is
 *                                 spread over every job's first unique buffers, so jobs repeat each other's data
 */
public record Buffers(boolean zeroBuffers, boolean invalidate, boolean refillBuffers, boolean scrambleBuffers,
        int compressPercentage, long compressChunkBytes, byte[] pattern, int dedupePercentage, boolean dedupeWorkingSet,
        int dedupeWorkingSetPercentage, long memAlignBytes, String mem, String memFile, long hugepageBytes,
        boolean dedupeGlobal) {
    /** {@code mem=malloc}: fio's default, and what a job that sets nothing gets. */
    public static final String MEM_MALLOC = "malloc";
    /** fio's default {@code buffer_compress_chunk}. */
    public static final long DEFAULT_BUFFER_COMPRESS_CHUNK_BYTES = 512;

    /** @throws JfioException when a value is out of range */
    public Buffers {
        Ranges.require("buffer_compress_percentage", compressPercentage, 0, 100);
        Ranges.require("buffer_compress_chunk", compressChunkBytes, 1, Integer.MAX_VALUE);
        Ranges.require("dedupe_percentage", dedupePercentage, 0, 100);
        Ranges.require("dedupe_working_set_percentage", dedupeWorkingSetPercentage, 0, 100);
        Ranges.require("iomem_align", memAlignBytes, 0, Integer.MAX_VALUE);
        mem = mem == null ? MEM_MALLOC : mem;
        memFile = memFile == null || memFile.isEmpty() ? null : memFile;
        if (memFile != null && !mem.startsWith("mmap")) {
            throw new JfioException("mem=" + mem + ":" + memFile + ": only mmap, mmapshared and mmaphuge take a file");
        }
        if (hugepageBytes != 0 && Long.bitCount(hugepageBytes) != 1) {
            throw new JfioException("hugepage-size=" + hugepageBytes + " must be a power of 2");
        }
        pattern = pattern == null ? null : pattern.clone();
    }

    /** @return true when write buffers get fresh data before every write: {@code refill_buffers}, or dedupe (fio turns refill on) */
    public boolean refillsEveryWrite() {
        return refillBuffers || dedupePercentage > 0;
    }

    @Override
    public byte[] pattern() {
        return pattern == null ? null : pattern.clone();
    }

    static final OptionRecord<Buffers> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Buffers.class, options());

    private static List<JobOption> options() {
        List<JobOption> o = new ArrayList<>(List.of(
                JobOption.declare("zero_buffers", BOOL, BUFFERS, "0", "Write zeros instead of random data")
                        .sets(Buffers.class, "zeroBuffers").build(),
                JobOption.declare("invalidate", BOOL, BUFFERS, "1", "Drop the page cache of the files before the run")
                        .sets(Buffers.class, "invalidate").build(),
                JobOption.declare("refill_buffers", BOOL, BUFFERS, "0", "Write fresh random data into every write buffer")
                        .sets(Buffers.class, "refillBuffers").build(),
                JobOption.declare("scramble_buffers", BOOL, BUFFERS, "1", "Alter a few bytes of every write buffer to defeat dedupe")
                        .sets(Buffers.class, "scrambleBuffers").build(),
                JobOption.declare("buffer_compress_percentage", INT, BUFFERS, "0", "Make write buffers this percent compressible")
                        .range(0, 100).sets(Buffers.class, "compressPercentage").build(),
                JobOption.declare("buffer_compress_chunk", SIZE, BUFFERS, Long.toString(DEFAULT_BUFFER_COMPRESS_CHUNK_BYTES),
                        "Granularity of buffer_compress_percentage").range(1, Integer.MAX_VALUE)
                        .sets(Buffers.class, "compressChunkBytes").build(),
                JobOption.declare("buffer_pattern", STRING, BUFFERS, "", "Fill buffers with this pattern: 0xhex, \"text\", 'file', numbers")
                        .applier((d, v, c) -> d.set(Buffers.class, "pattern", BufferPatternParser.parse("buffer_pattern", (String) v)))
                        .build(),
                JobOption.declare("dedupe_percentage", INT, BUFFERS, "0",
                        "Make this percent of the write buffers repeat an earlier one (turns refill_buffers on)")
                        .range(0, 100).sets(Buffers.class, "dedupePercentage").build(),
                JobOption.declare("dedupe_mode", ENUM, BUFFERS, "repeat", "Which earlier buffer a deduped write repeats")
                        .allowed("repeat", "The last unique one")
                        .allowed("working_set", "One of the first unique ones (dedupe_working_set_percentage of size), at random")
                        .applier((d, v, c) -> d.set(Buffers.class, "dedupeWorkingSet", "working_set".equals(v))).build(),
                JobOption.declare("dedupe_working_set_percentage", INT, BUFFERS, "5",
                        "dedupe_mode=working_set: the working set's share of the job's size")
                        .range(0, 100).sets(Buffers.class, "dedupeWorkingSetPercentage").build(),
                JobOption.declare("dedupe_global", BOOL, BUFFERS, "0",
                        "dedupe_mode=working_set: the working set is spread over every job's first unique buffers, so a"
                        + " deduped write may repeat another job's data")
                        .sets(Buffers.class, "dedupeGlobal").build(),
                JobOption.declare("iomem_align", SIZE, BUFFERS, "0",
                        "Start the first I/O buffer this many bytes past a page boundary (the next ones follow at bs)")
                        .alias("mem_align").range(0, Integer.MAX_VALUE).sets(Buffers.class, "memAlignBytes").build(),
                JobOption.declare("mem", ENUM, BUFFERS, MEM_MALLOC, "Where the I/O buffers come from (mmap types take :FILE)")
                        .alias("iomem").allowed(MEM_MALLOC, "malloc(3)").allowed("shm", "System V shared memory (shmget)")
                        .allowed("shmhuge", "shmget with SHM_HUGETLB (needs huge pages: vm.nr_hugepages)")
                        .allowed("mmap", "mmap(2): anonymous, or of :FILE (MAP_PRIVATE)")
                        .allowed("mmapshared", "mmap(2) with MAP_SHARED, anonymous or of :FILE")
                        .allowed("mmaphuge", "mmap(2) with MAP_HUGETLB, or of a hugetlbfs :FILE")
                        .enumSuffix().applier((d, v, c) -> {
                            String t = (String) v;
                            int colon = t.indexOf(':');
                            d.set(Buffers.class, "mem", colon < 0 ? t : t.substring(0, colon));
                            d.set(Buffers.class, "memFile", colon < 0 ? null : t.substring(colon + 1));
                        }).build(),
                JobOption.declare("hugepage-size", SIZE, BUFFERS, "2m", "Huge page size of mem=shmhuge and mmaphuge")
                        .range(1, Long.MAX_VALUE).sets(Buffers.class, "hugepageBytes").build()));
        return o;
    }
}
