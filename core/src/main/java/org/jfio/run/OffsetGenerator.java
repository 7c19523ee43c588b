package org.jfio.run;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.job.JobSpec;
import org.jfio.job.RandomDistribution;
import org.jfio.job.RandomGeneratorType;
import org.jfio.job.RwSequencer;

/**
 * Picks the offset and then the length of each request within a file's region, as fio's
 * {@code get_next_offset} and {@code get_next_buflen}:
 * <ul>
 *   <li>sequential: each direction continues where its last request ended (fio's
 *       {@code last_pos}), plus the {@code rw=...:N} hole, starting before the end of the region
 *       as asked and, of a fixed size, possibly crossing it, never the end of the file
 *       ({@link SequentialEnd});</li>
 *   <li>random: a block from the file's {@link BlockGenerator} (uniform with the random map, LFSR,
 *       Zipf, Pareto, normal or zoned) times the alignment ({@code blockalign}, else the
 *       direction's minimum block size);
 *       {@code percentage_random} below 100 makes some requests sequential, and
 *       {@code rw=rand...:N} takes a new random offset only every N requests, the others
 *       continuing sequentially or repeating it ({@code rw_sequencer});</li>
 *   <li>the length comes from the {@link BlockSizeChooser}, fitted to the room left; with the
 *       random map a request of a direction with several sizes ({@code bsrange}, {@code bssplit})
 *       is shortened to the free blocks it finds, so each byte is used once per pass, as fio's
 *       {@code mark_random_map}.</li>
 * </ul>
 * With the random map, as fio 3.33: one map per file, shared by the directions, of one bit per
 * block of the job's smallest block size over all three directions ({@code rw_min_bs}); each
 * direction's offsets are its block numbers times its own minimum block size, and it marks the
 * bits of its own block numbers ({@link UniformBlocks}). A random offset is never moved to make
 * a request fit: the length is drawn again to fit (sizes that vary), and a free block past the
 * direction's end, or a request that would cross the end of the region, ends the pass, as fio's
 * {@code get_next_offset} and {@code fill_io_u} failing end its loop; with several files it ends
 * that file's pass only, the others go on ({@link FileChooser}), as does a full map or a
 * sequential position that ran off the file's end.
 * {@code percentage_random}'s sequential requests leave the map as it is, as fio's.
 * The random map is used only for the uniform distribution with {@code tausworthe} generators,
 * no {@code blockalign} and no {@code norandommap}, as in fio.
 *
 * <p>Not thread-safe: owned by one job thread; allocates nothing per request.
 */
final class OffsetGenerator {
    private final boolean random;
    private final int[] percentageRandom = new int[DataDirection.DATA_COUNT];
    private final int seqNr;
    private final boolean identical;
    private final long seqAddBytes;
    /** Per file, with a hole: the file's length when the job began (fio's {@code real_file_size}), where a hole wraps. */
    private final long[] wrapAtBytes;
    /** Where sequential requests of a sequential job go: before the region's end as asked, never past the file's. */
    private final SequentialEnd sequentialEnd;
    private final long[] alignBytes = new long[DataDirection.DATA_COUNT];
    /** Per file and direction (index {@code file * 3 + ddir}): the block source of random offsets. */
    private final BlockGenerator[] generators;
    /** Per file and direction: where the last request ended (plus the hole), relative to the region. */
    private final long[] lastPos;
    /** Per file and direction: where the last request started, relative to the region. */
    private final long[] lastStart;
    private final int[] alignShift = new int[DataDirection.DATA_COUNT];
    /** Per direction: the request length when it never varies, else 0. */
    private final long[] fixedLength = new long[DataDirection.DATA_COUNT];
    private final boolean tracking;
    /** {@code trimwrite}: a write takes the block the trim before it took (fio's {@code last_start[DDIR_TRIM]}). */
    private final boolean trimWrite;
    /** Random job with every offset random (no percentage_random, no rw suffix): the fast path. */
    private final boolean plainRandom;
    private final BlockSizeChooser sizes;
    /** {@code zonemode=strided} (one file only, as fio): zones of {@code zoneRange} bytes, {@code zoneSize} done in each. */
    private final boolean strided;
    /** Several files: one whose sequential position runs off its end is done ({@code -1}), as fio's. */
    private final boolean multiFile;
    private final long zoneSize;
    private final long zoneRange;
    private final long zoneSkip;
    /** Start of the current zone, relative to the region (fio moves {@code f->file_offset}). */
    private long zoneStart;
    /** Bytes done in the current zone (fio's {@code td->zone_bytes}). */
    private long zoneBytes;
    private final SplittableRandom rng;
    private int seqLeft = 1;
    private long length;

    /**
     * @param spec  the job
     * @param files the job's files with their regions
     * @param sizes chooses request lengths
     * @param rng   the job's offset random stream
     */
    OffsetGenerator(JobSpec spec, IoFile[] files, BlockSizeChooser sizes, SplittableRandom rng) {
        this.random = spec.rw().isRandom();
        this.trimWrite = spec.rw().isTrimWrite();
        this.strided = spec.region().strided() && files.length == 1;
        this.multiFile = files.length > 1;
        this.zoneSize = spec.region().zoneSizeBytes();
        this.zoneRange = spec.region().zoneRangeBytes();
        this.zoneSkip = spec.region().zoneSkipBytes();
        this.sizes = sizes;
        this.rng = rng;
        this.seqNr = spec.io().ddirSeqNr();
        this.identical = spec.io().rwSequencer() == RwSequencer.IDENTICAL;
        this.seqAddBytes = random ? 0 : spec.io().ddirSeqAddBytes();
        this.generators = new BlockGenerator[files.length * DataDirection.DATA_COUNT];
        this.lastPos = new long[files.length * DataDirection.DATA_COUNT];
        this.lastStart = new long[files.length * DataDirection.DATA_COUNT];
        this.wrapAtBytes = new long[files.length];
        for (IoFile f : files) {
            wrapAtBytes[f.index()] = seqAddBytes == 0 && !strided ? f.sizeBytes() : Math.max(f.sizeBytes(), fileLength(f));
        }
        RandomDistribution dist = spec.random().distribution();
        boolean lfsr = spec.random().generator() == RandomGeneratorType.LFSR;
        boolean aligned = false;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            percentageRandom[d] = spec.random().percentageRandom(DataDirection.of(d));
            aligned |= spec.blocks().alignBytes(DataDirection.of(d)) > 0;
        }
        this.tracking = !dist.isNonUniform() && !lfsr && !aligned && !spec.random().norandommap();
        boolean allRandom = seqNr <= 1;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            allRandom &= percentageRandom[d] >= 100;
            fixedLength[d] = sizes.fixed(d) ? sizes.minBytes(d) : 0;
        }
        this.plainRandom = random && allRandom;
        this.sequentialEnd = new SequentialEnd(files, wrapAtBytes, fixedLength, sizes, seqAddBytes, spec.region().ioSizeBytes() > 0);
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DataDirection ddir = DataDirection.of(d);
            long ba = spec.blocks().alignBytes(ddir);
            alignBytes[d] = ba > 0 ? ba : spec.blocks().minBytes(ddir); // blockalign turns the random map off
            alignShift[d] = Long.bitCount(alignBytes[d]) == 1 ? Long.numberOfTrailingZeros(alignBytes[d]) : -1;
        }
        if (random) {
            BlockSources.create(spec, files, alignBytes, tracking, strided ? zoneRange : Long.MAX_VALUE, rng, generators);
        }
    }

    /** @return the file's length now, or 0 when it cannot be read (a device, a diskless name) */
    private static long fileLength(IoFile f) {
        try {
            return java.nio.file.Files.isRegularFile(f.path()) ? java.nio.file.Files.size(f.path()) : 0;
        } catch (java.io.IOException | RuntimeException e) {
            return 0;
        }
    }

    private static int slot(int file, int ddir) {
        return file * DataDirection.DATA_COUNT + ddir;
    }

    /**
     * Picks the next request of {@code ddir} on {@code file}; its length is then {@link #length()}.
     *
     * @return the absolute offset, or -1 when a sequential job with a hole ({@code rw=read:N}) ran
     *         off the end of the region: the pass is over, as fio's {@code fill_io_u} failing ends its loop
     */
    long next(IoFile file, int ddir) {
        int slot = slot(file.index(), ddir);
        if (trimWrite && ddir == DataDirection.WRITE.ordinal()) {
            int trim = slot(file.index(), DataDirection.TRIM.ordinal());
            length = lastPos[trim] - lastStart[trim];
            lastStart[slot] = lastStart[trim];
            lastPos[slot] = lastPos[trim];
            return file.offsetBytes() + lastStart[trim];
        }
        long rel = strided ? stridedRel(file, slot, ddir)
                : plainRandom ? randomRel(file.sizeBytes(), slot, ddir) : mixedRel(file.sizeBytes(), slot, ddir);
        if (rel < 0) {
            return -1;
        }
        lastStart[slot] = rel;
        lastPos[slot] = rel + length;
        return file.offsetBytes() + rel;
    }

    /**
     * fio's {@code setup_strided_zone_mode}, then the offset inside the zone: after
     * {@code zonesize} bytes the zone moves {@code zonerange + zoneskip} on (to the start past the
     * file's end); a sequential position past the zone goes back to its start; each
     * {@code zonerange} bytes the positions and the random map start over. A request that would
     * cross the end of the region ends the pass, as fio's {@code fill_io_u}.
     *
     * @return the offset relative to the region, or -1
     */
    private long stridedRel(IoFile file, int slot, int ddir) {
        long region = file.sizeBytes();
        if (zoneBytes >= zoneSize) {
            zoneBytes = 0;
            zoneStart += zoneRange + zoneSkip;
            if (zoneStart >= wrapAtBytes[file.index()]) {
                zoneStart = 0;
            }
            lastPos[slot] = zoneStart;
        }
        if (lastPos[slot] >= zoneStart + zoneRange) {
            lastPos[slot] = zoneStart;
        }
        if (zoneBytes % zoneRange == 0) {
            resetZone(file.index());
        }
        long rel;
        if (random && (percentageRandom[ddir] >= 100 || rng.nextInt(100) < percentageRandom[ddir])) {
            rel = randomRel(zoneRange, slot, ddir);
            if (rel < 0) {
                return -1;
            }
            rel += zoneStart;
        } else {
            rel = lastPos[slot];
            length = sizes.next(ddir, Math.max(0, region - rel));
        }
        if (rel + length > region || length <= 0) {
            return -1;
        }
        zoneBytes += length;
        return rel;
    }

    /** fio's {@code fio_file_reset} at a zone's start: positions to the zone's start, random maps cleared. */
    private void resetZone(int file) {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            int s = slot(file, d);
            lastPos[s] = zoneStart;
            BlockGenerator g = generators[s];
            if (g != null && (d == 0 || g != generators[s - 1])) {
                g.reset();
            }
        }
    }

    /** Sequential jobs, and random jobs with percentage_random or a rw suffix. */
    private long mixedRel(long region, int slot, int ddir) {
        boolean newOffset = seqNr <= 1 || takeNewOffset();
        if (random && newOffset && (percentageRandom[ddir] >= 100 || rng.nextInt(100) < percentageRandom[ddir])) {
            return randomRel(region, slot, ddir);
        }
        return sequentialRel(region, slot, ddir, newOffset);
    }

    /** {@code rw=rand...:N}: @return true every N-th request */
    private boolean takeNewOffset() {
        if (--seqLeft <= 0) {
            seqLeft = seqNr;
            return true;
        }
        return false;
    }

    private long randomRel(long region, int slot, int ddir) {
        return randomRel(region, slot, ddir, true);
    }

    /**
     * @param mark false for a request that is not random by choice (fio's {@code IO_U_F_BUSY_OK}):
     *             it takes a free block but leaves the random map as it is
     */
    private long randomRel(long region, int slot, int ddir, boolean mark) {
        BlockGenerator g = generators[slot];
        long block = g.next(ddir);
        if (block < 0) {
            return -1; // the file's random map is full: the file is done (several files)
        }
        long rel = block * alignBytes[ddir];
        if (tracking) {
            return trackedRel(region, g, block, rel, ddir, mark);
        }
        long len = fixedLength[ddir];
        if (len == 0) {
            len = sizes.next(ddir, region - rel);
        }
        if (rel + len > region) {
            rel = alignDown(Math.max(0, region - len), ddir);
        }
        length = len;
        return rel;
    }

    /**
     * A random offset through the random map, as fio's {@code get_next_offset},
     * {@code get_next_buflen} and {@code mark_random_map}: a block past the region, or a request
     * that cannot fit before its end, ends the pass (-1); else the length is drawn to fit and
     * (with {@code mark}) shortened to the free blocks from the offset on, which are marked used.
     */
    private long trackedRel(long region, BlockGenerator g, long block, long rel, int ddir, boolean mark) {
        long min = sizes.minBytes(ddir);
        if (rel + min > region) {
            return -1;
        }
        long len = fixedLength[ddir];
        if (len == 0) {
            len = sizes.next(ddir, region - rel);
        }
        if (rel + len > region) {
            return -1;
        }
        if (mark) {
            long align = alignBytes[ddir];
            long span = blocks(len + align - 1, ddir);
            long free = Math.max(1, g.claim(block, span));
            if (free < span) {
                len = free * align;
            }
        }
        length = len;
        return rel;
    }

    /**
     * A sequential offset: where the direction's last request ended (or, {@code rw_sequencer=identical}
     * between new offsets, where it began), placed by {@link SequentialEnd} as fio 3.33 (a request
     * starts before the end of the region as asked and, of a fixed size, may cross it, never the
     * end of the file). In a random job ({@code percentage_random} below 100, {@code rw=rand...:N})
     * these requests are not random by choice and, as in fio 3.33 ({@code IO_U_F_BUSY_OK}), leave
     * the random map as it is: only the random ones mark their blocks. Past the end of the region
     * such a request takes a random block instead of wrapping, as fio's {@code get_next_block}
     * falls back to {@code get_next_rand_block}, still without marking it.
     */
    private long sequentialRel(long region, int slot, int ddir, boolean newOffset) {
        int file = slot / DataDirection.DATA_COUNT;
        long rel;
        if (seqAddBytes != 0) {
            rel = sequentialEnd.holed(file, lastPos[slot], ddir);
        } else if (!random) {
            rel = sequentialEnd.next(file, identical && !newOffset ? lastStart[slot] : lastPos[slot], ddir);
        } else {
            rel = identical && !newOffset ? lastStart[slot] : lastPos[slot];
            if (rel + sizes.minBytes(ddir) > region) {
                return randomRel(region, slot, ddir, false);
            }
            long len = sizes.next(ddir, region - rel);
            length = len;
            return rel + len > region ? 0 : rel;
        }
        length = sequentialEnd.length();
        return rel;
    }

    private long blocks(long bytes, int ddir) {
        int shift = alignShift[ddir];
        return shift >= 0 ? bytes >>> shift : bytes / alignBytes[ddir];
    }

    private long alignDown(long bytes, int ddir) {
        return blocks(bytes, ddir) * alignBytes[ddir];
    }

    /** @return the length of the request {@link #next} picked last */
    long length() {
        return length;
    }

    /**
     * One file starts over (fio's {@code fio_file_reset}, for a file that found no room under a
     * distribution over the files): its positions back to the start, its random map cleared, its
     * fixed orders restarted.
     */
    void resetFile(int file) {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            int s = slot(file, d);
            lastPos[s] = 0;
            lastStart[s] = 0;
            BlockGenerator g = generators[s];
            if (g != null && (d == 0 || g != generators[s - 1])) {
                g.reset();
            }
        }
    }

    /** Starts a new pass: positions back to the start, maps cleared, fixed orders restarted. */
    void newPass() {
        for (int i = 0; i < generators.length; i++) {
            BlockGenerator g = generators[i];
            if (g != null && (i % DataDirection.DATA_COUNT == 0 || g != generators[i - 1])) {
                g.reset();
            }
        }
        Arrays.fill(lastPos, 0L);
        Arrays.fill(lastStart, 0L);
        seqLeft = 1;
        zoneStart = 0;
        zoneBytes = 0;
    }
}
