package org.jfio.run;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;

import org.jfio.job.JobSpec;
import org.jfio.job.RandomGeneratorType;
import org.jfio.job.VerifyOptions;
import org.jfio.result.VerifySummary;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.verify.BlockChecker;
import org.jfio.verify.BlockFormat;
import org.jfio.verify.VerifyFailure;
import org.jfio.verify.VerifyJournal;
import org.jfio.verify.VerifyState;
import org.jfio.verify.WriteCompletions;
import org.jfio.verify.WriteTable;

/**
 * A clone's data verification (fio's verify family): stamps every write with fio's block header
 * and checksum (or pattern) before it is issued and records it in the {@link WriteTable}; checks
 * every verify read as it completes, and counts what was verified. The read-back itself is
 * issued by the {@link VerifyPass}. A bad block ends the job with EILSEQ (fio's error) and its
 * diagnosis, unless {@code continue_on_error=verify|all}; {@code verify_dump} writes the
 * received and expected bytes of the bad interval's block next to the job, as fio does.
 *
 * <p>Per I/O: nothing allocated, no lock; a failure allocates its description. Job-thread only.
 */
final class Verifier {
    /** Linux EILSEQ: fio's errno for a block that failed verification. */
    static final int EILSEQ = 84;
    /** Bad blocks told one by one under {@code continue_on_error=verify}; the rest are counted. */
    private static final int TOLD = 20;

    private final VerifyOptions options;
    private final BlockFormat format;
    private final BlockChecker checker;
    private final WriteTable table;
    private final ErrorPolicy errors;
    private final java.util.function.Consumer<String> notices;
    private final VerifyJournal journal;
    private final boolean continueOnError;
    private final boolean guardOverlap;
    private final boolean sequenceChecked;
    private final ByteBuffer[] views;
    private final long[] expectedGen;
    private final int[] expectedNumberio;
    private final boolean[] verifyRead;
    private final boolean[] writeInFlight;
    private final IoUnit[] units;
    private final BacklogQueue backlog;
    private final long genBase;
    /** {@code verify_state_save}: the last completed writes, or null. */
    private WriteCompletions completions;
    /** {@code verify_state_load}: the write run's state, or null; {@link #stateReads} verify reads so far. */
    private VerifyState loaded;
    private long stateReads;
    private long counter;
    private long passStart;
    private long blocks;
    private long bytes;
    private long failures;
    private VerifyFailure firstFailure;
    private long verifyNs;

    /**
     * @param units    the clone's units (their slots are viewed as byte buffers once, here)
     * @param files    the clone's files (their regions: {@link IoFile#offsetBytes()}, {@link IoFile#sizeBytes()})
     * @param scratch  a buffer of the largest block size, for expected contents
     * @param journal  the verify journal, or null
     * @param notices  where bad blocks passed over under {@code continue_on_error=verify} are told
     */
    Verifier(JobSpec spec, int thread, IoUnit[] units, IoFile[] files, MemorySegment scratch, ErrorPolicy errors,
            VerifyJournal journal, java.util.function.Consumer<String> notices) {
        this.options = spec.verify();
        long wMin = spec.blocks().minBytes().write();
        long wMax = spec.blocks().maxBytes().write();
        this.format = new BlockFormat(options, thread, wMin, wMax, spec.rw().hasReads() ? spec.blocks().minBytes().read() : 0);
        this.checker = new BlockChecker(format, options, scratch);
        // fio reads back in write order when its files have a random map (its list: a random job, not norandommap,
        // not lfsr), else sorted by file and offset (its tree: sequential jobs too, their files one after another);
        // experimental_verify keeps no table: the read-back replays the requests (VerifyPass#replay)
        this.table = options.experimental() ? null : new WriteTable(regionStarts(files), regionBytes(files, spec.maxBlockSizeBytes()), VerifyOptions.granule(spec.blocks()),
                spec.rw().isRandom() && !spec.random().norandommap() && spec.random().generator() != RandomGeneratorType.LFSR);
        this.errors = errors;
        this.notices = notices;
        this.journal = journal;
        this.continueOnError = spec.io().continueOnError().coversVerify();
        this.guardOverlap = spec.rw().isRandom() && spec.random().norandommap();
        this.sequenceChecked = wMin == wMax && !spec.timing().timeBased() && !options.verifyOnly();
        this.units = units;
        this.views = new ByteBuffer[units.length];
        for (IoUnit u : units) {
            views[u.index()] = u.slot().asByteBuffer();
        }
        this.expectedGen = new long[units.length];
        this.expectedNumberio = new int[units.length];
        this.verifyRead = new boolean[units.length];
        this.writeInFlight = new boolean[units.length];
        this.backlog = options.backlog() > 0 ? new BacklogQueue((int) Math.min(1 << 20,
                Math.max(options.backlog(), options.backlogBatch()) + 2L * units.length)) : null;
        long timeBase = (System.currentTimeMillis() - 1_600_000_000_000L) << 22;
        this.genBase = journal == null ? timeBase : Math.max(timeBase, journal.maxGeneration() + 1);
    }

    /** @return each file's region start, by file index */
    static long[] regionStarts(IoFile[] files) {
        long[] r = new long[files.length];
        for (IoFile f : files) {
            r[f.index()] = f.offsetBytes();
        }
        return r;
    }

    /**
     * @param maxBlockBytes the job's largest request
     * @return per file index, the bytes from the region's start that writes may reach: the region,
     *         and as fio 3.33 a sequential write that starts before the end of the region as asked
     *         ({@link IoFile#ioBytes()}) may cross it inside the file ({@link IoFile#fileBytes()})
     */
    static long[] regionBytes(IoFile[] files, long maxBlockBytes) {
        long[] r = new long[files.length];
        for (IoFile f : files) {
            long reach = f.ioBytes() > f.sizeBytes() ? Math.min(f.fileBytes() - f.offsetBytes(), f.ioBytes() + maxBlockBytes) : 0;
            r[f.index()] = Math.max(f.sizeBytes(), reach);
        }
        return r;
    }

    WriteTable table() {
        return table;
    }

    /**
     * @param state       {@code verify_state_load}: the state the read-back stops by, or null
     * @param completions {@code verify_state_save}: where completed writes are kept, or null
     */
    void useState(VerifyState state, WriteCompletions completions) {
        this.loaded = state;
        this.completions = completions;
    }

    /** @return the completed writes kept for {@code verify_state_save}, or null */
    WriteCompletions completions() {
        return completions;
    }

    /**
     * {@code verify_state_load}: fio's rule for the read-back's next block ({@link VerifyState#stopsAt}).
     *
     * @return true when the read-back ends before the block at {@code offset} of {@code file}
     */
    boolean stateStops(IoFile file, long offset) {
        if (loaded == null) {
            return false;
        }
        if (loaded.stopsAt(stateReads, file.index(), offset)) {
            return true;
        }
        stateReads++;
        return false;
    }

    /** @return the generation (1-based, as the table's) of the pass's {@code k}-th write (0-based), for the replay */
    long replayGeneration(long k) {
        return passStart + k + 1;
    }

    BacklogQueue backlog() {
        return backlog;
    }

    VerifyJournal journal() {
        return journal;
    }

    /** A new pass of writes begins: fio's numberio counts from 0 again, and the history starts over. */
    void newPass() {
        passStart = counter;
        if (table != null) {
            table.clear();
        }
    }

    /**
     * Stamps a write about to be issued and records it.
     *
     * @return true when an earlier write to an overlapping place is still in flight: the caller
     *         waits for it first, so the device never holds two racing writes of one block
     */
    boolean beforeWrite(IoUnit unit) {
        long gen = ++counter;
        int i = unit.index();
        format.stamp(unit.slot(), views[i], unit.offsetBytes(), unit.lengthBytes(), genBase + gen, (int) (gen - passStart - 1),
                unit.startNs());
        if (table != null) {
            table.record(unit.file().index(), unit.offsetBytes(), unit.lengthBytes(), gen);
        }
        if (completions != null) {
            completions.issued();
        }
        expectedGen[i] = gen;
        boolean wait = guardOverlap && overlapsInFlight(unit);
        writeInFlight[i] = true;
        return wait;
    }

    /** A read of a read-only job: checked when it completes, against the header alone (or the journal). */
    void beforeRead(IoUnit unit) {
        int i = unit.index();
        verifyRead[i] = true;
        expectedGen[i] = journalGeneration(unit.file(), unit.offsetBytes());
        expectedNumberio[i] = -1;
    }

    /**
     * {@code verify_only}: records a write that is not issued, to read back what an earlier run
     * wrote there; with a journal, only a block the journal says was written.
     */
    void phantomWrite(IoUnit unit) {
        if (journal != null && journal.generation(unit.file().index(), unit.offsetBytes()) < 0) {
            return; // never written, by the journal: nothing to check there
        }
        table.record(unit.file().index(), unit.offsetBytes(), unit.lengthBytes(), ++counter);
    }

    private boolean overlapsInFlight(IoUnit unit) {
        long start = unit.offsetBytes();
        long end = start + unit.lengthBytes();
        for (IoUnit u : units) {
            if (u != unit && writeInFlight[u.index()] && u.file() == unit.file()) {
                long us = u.requestOffsetBytes();
                if (us < end && start < us + u.requestLengthBytes()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Prepares a verify read of the table's or backlog's current write.
     *
     * @param gen the write's generation in the table (1-based), for the seed and numberio expected
     */
    void prepareRead(IoUnit unit, IoFile file, long offset, int length, long gen, long nowNs) {
        unit.prepare(DataDirection.READ, file, offset, length, nowNs);
        int i = unit.index();
        verifyRead[i] = true;
        expectedGen[i] = options.verifyOnly() ? journalGeneration(file, offset) : genBase + gen;
        expectedNumberio[i] = sequenceChecked ? (int) (gen - passStart - 1) : -1;
        if (table != null) {
            table.verified(file.index(), offset);
        }
    }

    private long journalGeneration(IoFile file, long offset) {
        return journal == null ? -1 : journal.generation(file.index(), offset);
    }

    /** A unit completed (from the pool): writes leave flight and feed the backlog and journal; verify reads are checked. */
    void completed(IoUnit unit) {
        int i = unit.index();
        if (unit.ddir() == DataDirection.WRITE) {
            writeInFlight[i] = false;
            long gen = expectedGen[i];
            if (backlog != null) {
                backlog.add(unit.file().index(), unit.requestOffsetBytes(), unit.requestLengthBytes(), gen);
            }
            if (journal != null) {
                journal.record(unit.file().index(), unit.requestOffsetBytes(), unit.requestLengthBytes(), genBase + gen);
            }
            if (completions != null) {
                completions.completed(unit.file().index(), unit.requestOffsetBytes());
            }
        } else if (verifyRead[i]) {
            verifyRead[i] = false;
            check(unit, i);
        }
    }

    private void check(IoUnit unit, int i) {
        long offset = unit.requestOffsetBytes();
        int length = unit.requestLengthBytes();
        VerifyFailure f = checker.check(unit.slot(), views[i], unit.file(), offset, length, expectedGen[i], expectedNumberio[i]);
        if (f == null) {
            blocks++;
            bytes += length;
            return;
        }
        failed(unit, f);
    }

    private void failed(IoUnit unit, VerifyFailure f) {
        failures++;
        if (firstFailure == null) {
            firstFailure = f;
            if (options.dump()) {
                VerifyDump.write(unit, f, checker, views[unit.index()]);
            }
        }
        String line = String.join("; ", f.describe().lines().map(String::strip).toList());
        if (!continueOnError) {
            errors.fail(EILSEQ, line);
        } else if (failures <= TOLD) {
            notices.accept(line + (failures == TOLD ? " (further bad blocks are counted, not shown)" : ""));
        }
    }

    /** A request failed as I/O (an errno): a write leaves flight unrecorded, a verify read is not counted. */
    void ioFailed(IoUnit unit) {
        verifyRead[unit.index()] = false;
        writeInFlight[unit.index()] = false;
    }

    void addVerifyTime(long ns) {
        verifyNs += ns;
    }

    long verifyNs() {
        return verifyNs;
    }

    /** @return what was verified, for the job's result */
    VerifySummary summary() {
        return new VerifySummary(options.mode().fioName(), blocks, bytes, failures,
                firstFailure == null ? "" : firstFailure.kind().name().toLowerCase(java.util.Locale.ROOT),
                firstFailure == null ? "" : firstFailure.describe());
    }
}
