package org.jfio.preflight;

import java.util.List;

import org.jfio.format.Num2Str;
import org.jfio.job.JobSpec;
import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;

/**
 * Whether the plan fits in memory, estimated before anything runs: a plan that cannot fit is
 * refused with one line instead of ending in an OutOfMemoryError half way or the kernel's OOM
 * killer. Two budgets:
 * <ul>
 * <li>heap: each clone's latency histograms (HdrHistogram, 3 significant digits over 60 s: about
 *     {@value #HISTOGRAM_BYTES} bytes each; clat and lat per direction it issues, slat too for an
 *     asynchronous engine, a sync histogram for a writer) and some bookkeeping, summed over every
 *     clone of every job (results keep the histograms to the end); an error above
 *     {@value #HEAP_SHARE_PERCENT}% of the JVM's heap limit;</li>
 * <li>off-heap: a clone's I/O buffers are {@code iodepth} (1 for a synchronous engine) times
 *     {@code bs} rounded up to the buffer alignment; a job whose clones' buffers exceed the
 *     memory the kernel reports available ({@code MemAvailable}) is an error.</li>
 * </ul>
 * Stateless.
 */
final class MemoryChecks {
    /** Bytes of one latency histogram: 27 buckets of 1024 long counts, plus the object. */
    static final long HISTOGRAM_BYTES = 27L * 1024 * Long.BYTES + 512;
    /**
     * Heap a clone holds besides its histograms: its samples, progress and results, and the
     * status line's copies (measured: 14 KiB for a short run, up to 160 KiB for a time-based one).
     */
    static final long CLONE_BASE_BYTES = 160L * 1024;
    /** Share of the heap limit the estimate may take; the rest is the JVM's own and the reports'. */
    static final int HEAP_SHARE_PERCENT = 80;

    private MemoryChecks() {
    }

    /**
     * @param jobs        the plan's jobs
     * @param maxHeapBytes the JVM's heap limit ({@link Runtime#maxMemory()})
     * @param memory      the machine's memory ({@code availableBytes} &lt;= 0: not known, not checked)
     * @param out         receives the errors
     */
    static void findings(List<PlannedJob> jobs, long maxHeapBytes, MemInfo memory, List<Finding> out) {
        long heap = 0;
        long clones = 0;
        for (PlannedJob j : jobs) {
            heap += (long) j.spec().numjobs() * cloneHeapBytes(j);
            clones += j.spec().numjobs();
            buffers(j, memory, out);
        }
        if (heap > maxHeapBytes / 100 * HEAP_SHARE_PERCENT) {
            PlannedJob first = jobs.get(0);
            long gib = (heap * 100 / HEAP_SHARE_PERCENT >> 30) + 1;
            out.add(Finding.error(Check.MEMORY, first.spec().name(), clones + " job clones need about "
                    + Num2Str.bytesIec(heap) + " of heap for their statistics (" + Num2Str.bytesIec(heap / clones)
                    + " each), more than " + HEAP_SHARE_PERCENT + "% of jfio's " + Num2Str.bytesIec(maxHeapBytes) + " heap",
                    "give it more heap (JFIO_JAVA_OPTS=-Xmx" + gib + "g), or run fewer clones (numjobs)"));
        }
    }

    /** @return the heap one clone of the job holds while it runs and after (its results) */
    static long cloneHeapBytes(PlannedJob j) {
        JobSpec spec = j.spec();
        boolean reads = spec.rw().hasReads() || spec.verify().active();
        int directions = (reads ? 1 : 0) + (spec.rw().hasWrites() ? 1 : 0) + (spec.rw().hasTrims() ? 1 : 0);
        int histograms = directions * (j.synchronous() ? 2 : 3) + (spec.rw().hasWrites() ? 1 : 0);
        return histograms * HISTOGRAM_BYTES + CLONE_BASE_BYTES;
    }

    private static void buffers(PlannedJob j, MemInfo memory, List<Finding> out) {
        JobSpec spec = j.spec();
        long align = Math.max(1, j.bufferAlignmentBytes());
        long slot = (spec.maxBlockSizeBytes() + align - 1) / align * align;
        int depth = j.synchronous() ? 1 : spec.depth().iodepth();
        long need;
        try {
            need = Math.multiplyExact(Math.multiplyExact(slot, (long) depth), (long) spec.numjobs());
        } catch (ArithmeticException e) {
            need = Long.MAX_VALUE;
        }
        if (memory.availableBytes() > 0 && need > memory.availableBytes()) {
            out.add(Finding.error(Check.MEMORY, spec.name(), "the I/O buffers need " + Num2Str.bytesIec(need) + " (bs="
                    + Num2Str.bytesIec(spec.maxBlockSizeBytes()) + " x iodepth=" + depth + " x numjobs=" + spec.numjobs()
                    + "), more than the " + Num2Str.bytesIec(memory.availableBytes()) + " of memory available"
                    + " (MemAvailable in /proc/meminfo)", "use a smaller bs, iodepth or numjobs"));
        }
    }
}
