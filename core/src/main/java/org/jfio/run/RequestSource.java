package org.jfio.run;

import java.util.SplittableRandom;

import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;

/**
 * What the next request of a clone is (fio's {@code get_io_u}/{@code fill_io_u}): an fsync or
 * fdatasync when {@code fsync}/{@code fdatasync} writes have gone by, else a data request in
 * the direction fio's rwmix cycle picks ({@link RwMix}: fio's draws on fio's seed), moved to the
 * other direction when the rate schedule says so; its file by {@code file_service_type}; its offset and length from
 * the {@link OffsetGenerator}. Filling in the unit also refills a write buffer when the job asks
 * for fresh contents per write, moves the rate schedule and writes the {@code write_iolog} line.
 *
 * <p>Under {@code request_rules=sysbench} the direction, file, offset and length of each data
 * request, and the syncs of every file, come from the job's {@link SharedSequence} instead
 * (sysbench fileio's rules, shared by the clones); {@code fsync}/{@code fdatasync} after the
 * clone's own writes keep fio's rule, and {@link #ended()} says when the sequence is over.
 *
 * <p>When the job replays an iolog ({@code read_iolog}), every request (direction, file, offset,
 * length, syncs included) is the log's next entry ({@link ReplayCursor}), due when the log's
 * time stamps say, and the job ends with the log.
 *
 * <p>The clone's random streams are split from one generator here, in a fixed order (a stream
 * no longer drawn from, kept so the others stay as they were; sizes, offsets, files, rate), so a
 * seed always gives the same requests; the directions of a mix come from fio's own generator on
 * the seed given.
 *
 * <p>Job-thread only; allocates nothing, locks nothing, throws nothing per request.
 */
final class RequestSource {
    private static final int WRITE = DataDirection.WRITE.ordinal();
    /** {@link #nextDirection}'s answer for a sync entry of the replayed log. */
    private static final int REPLAY_SYNC = -4;

    private final IoFile[] files;
    /** The direction of each request of a mixed job, or null. */
    private final RwMix mix;
    private final OffsetGenerator offsets;
    private final FileChooser fileChooser;
    private final RateLimiter rate;
    private final IoLog iolog;
    /** verify_only's dry run: the requests prepared are walked, not issued, and not logged. */
    private boolean walking;
    private final BufferFiller filler;
    private final boolean fillWrites;
    private final boolean mixed;
    /** {@code trimwrite}/{@code randtrimwrite}: a trim, then a write of the same block, in turn. */
    private final boolean trimWrite;
    private boolean trimNext = true;
    private final boolean otherDdirAllowed;
    private final int fixedDdir;
    private final boolean rateEnabled;
    private final boolean multiFile;
    /** {@code io_size} given: when every file is done before it, the files start over (fio's next {@code do_io}). */
    private final boolean ioSizeSet;
    /** True when {@link #afterPrepare} has work for reads too. */
    private final boolean extras;
    private final int fsyncEvery;
    private final int fdatasyncEvery;
    /** The sequence shared with the job's other clones ({@code request_rules=sysbench}), or null. */
    private final SharedSequence shared;
    private final SharedSequence.Request sharedRequest = new SharedSequence.Request();
    private final DataDirection sharedSyncKind;
    /** The iolog the clone replays, or null. */
    private final ReplayCursor replay;
    private final boolean replayPaced;
    private boolean ended;

    /** Writes prepared so far (fio's {@code io_issues[DDIR_WRITE]}), for the fsync/fdatasync cadence. */
    private long writesIssued;
    /** The request prepared last was a sync (fio's {@code last_was_sync}): no second one before a data request. */
    private boolean lastWasSync;
    private IoFile lastWritten;
    private long issuedIos;
    /** Data requests prepared since the clone began (never reset), for experimental_verify's replay. */
    private long prepared;
    /** Direction ordinal of the request being prepared; -1 for a sync request. */
    private int nextDdir;
    /** The offset {@link #otherFile} found. */
    private long otherOffset;

    /**
     * @param random the clone's generator, split here
     * @param mixSeed the seed of a mixed job's direction draws ({@link RwMix})
     * @param iolog  where requests are logged, or null
     * @param filler what write buffers get before each write
     * @param shared the sequence the job's clones share, or null for fio's rules
     * @param replay the iolog the clone replays, or null
     */
    RequestSource(JobSpec spec, IoFile[] files, SplittableRandom random, long mixSeed, IoLog iolog, BufferFiller filler,
            SharedSequence shared, ReplayCursor replay) {
        this.files = files;
        random.split(); // the per-request direction stream of earlier versions: the streams after it stay the same
        BlockSizeChooser sizes = new BlockSizeChooser(spec, random.split());
        this.offsets = new OffsetGenerator(spec, files, sizes, random.split());
        this.fileChooser = new FileChooser(spec.files().fileServiceType(), spec.files().fileServiceNr(), files.length, random.split(),
                spec.files().fileServiceDistribution());
        this.rate = new RateLimiter(spec, random.split());
        this.iolog = iolog;
        this.filler = filler;
        this.fillWrites = filler.perWrite();
        ReadWrite rw = spec.rw();
        this.mixed = rw.isMixed();
        this.trimWrite = rw.isTrimWrite();
        this.fixedDdir = rw.hasReads() ? DataDirection.READ.ordinal()
                : rw.hasWrites() ? DataDirection.WRITE.ordinal() : DataDirection.TRIM.ordinal();
        int rwmixread = spec.io().rwmixread();
        this.mix = mixed ? new RwMix(mixSeed, rwmixread, spec.random().randrepeat()) : null;
        this.otherDdirAllowed = mixed && rwmixread > 0 && rwmixread < 100;
        this.rateEnabled = rate.enabled();
        this.multiFile = files.length > 1;
        this.extras = rateEnabled || iolog != null;
        this.ioSizeSet = spec.region().ioSizeBytes() > 0;
        this.fsyncEvery = spec.io().fsyncEvery();
        this.fdatasyncEvery = spec.io().fdatasyncEvery();
        this.shared = shared;
        this.sharedSyncKind = SharedSequence.syncKind(spec);
        this.replay = replay;
        this.replayPaced = replay != null && !spec.replay().noStall();
    }

    /** @return true when requests wait for the replayed log's time stamps ({@link #sequenceDueNs()}) */
    boolean replayPaced() {
        return replayPaced;
    }

    /** @return true when the shared sequence is over (its {@code number_ios} taken): the clone stops */
    boolean ended() {
        return ended;
    }

    /** @return true when the shared sequence paces its requests ({@code rate_iops} under sysbench rules) */
    boolean sequencePaced() {
        return shared != null && shared.paced();
    }

    /** @return when the shared sequence's (or replayed log's) request taken last is due ({@link System#nanoTime()} scale) */
    long sequenceDueNs() {
        return replay != null ? replay.dueNs() : sharedRequest.dueNs;
    }

    /** @return the clone's rate schedule (shared with the {@link Pacing} that waits for it) */
    RateLimiter rate() {
        return rate;
    }

    /**
     * Picks what the next request is: a sync when one is due, else a data direction by the mix.
     *
     * @return the data direction's ordinal, or -1 for a sync request
     */
    int nextDirection() {
        if (replay != null) {
            int d = replay.next();
            ended = d < 0;
            nextDdir = ended ? SharedSequence.END : d >= DataDirection.SYNC.ordinal() ? REPLAY_SYNC : d;
        } else if (lastWritten != null && syncDue()) {
            nextDdir = -1;
        } else if (shared != null) {
            nextDdir = shared.next(sharedRequest);
            ended = nextDdir == SharedSequence.END;
        } else {
            nextDdir = mixed ? mix.next()
                    : trimWrite ? (trimNext ? DataDirection.TRIM.ordinal() : WRITE) : fixedDdir;
        }
        return nextDdir;
    }

    /**
     * Under a rate cap, fio's {@code rate_ddir}: the direction behind its schedule may go first.
     *
     * @param ddir the direction {@link #nextDirection()} picked
     * @return the direction the request is issued in (and now prepared in)
     */
    int rateDirection(int ddir, long nowNs) {
        nextDdir = rate.choose(ddir, otherDdirAllowed, nowNs);
        if (mixed) {
            mix.moved(nextDdir);
        }
        return nextDdir;
    }

    /**
     * fio's rule ({@code get_rw_ddir}): a sync is due whenever the writes issued so far are a
     * multiple of {@code fsync} (or {@code fdatasync}) and the last request was not a sync. In a
     * mixed job a read after the sync leaves the count where it was, so the sync is issued again
     * before the next request: fio issues 227 fsyncs for 817 writes of {@code rw=randrw fsync=10},
     * not 81.
     */
    private boolean syncDue() {
        return !lastWasSync && ((fsyncEvery > 0 && writesIssued % fsyncEvery == 0)
                || (fdatasyncEvery > 0 && writesIssued % fdatasyncEvery == 0));
    }

    /**
     * Fills in the request picked last (a sync, or a data request in its direction).
     *
     * @param nowNs when the request starts (the unit's {@code startNs})
     * @param dueNs when it was due (its {@code scheduledNs})
     * @return its data bytes (0 for a sync request), or -1 when the region has no room for it
     *         (a sequential hole ran off the end): nothing was prepared and the pass is over
     */
    long prepare(IoUnit unit, long nowNs, long dueNs) {
        if (replay != null) {
            replay.issued(nowNs);
        }
        if (nextDdir < 0) {
            if (nextDdir == REPLAY_SYNC) {
                unit.prepare(DataDirection.of(replay.ddir()), files[replay.file()], 0, 0, nowNs);
                if (iolog != null) {
                    iolog.record(unit.ddir(), replay.file(), replay.offset(), 0, nowNs);
                }
            } else if (nextDdir == SharedSequence.SYNC) {
                unit.prepare(sharedSyncKind, files[sharedRequest.file], 0, 0, nowNs);
            } else {
                prepareSync(unit, nowNs);
            }
            unit.scheduledNs(dueNs);
            return 0;
        }
        int d = nextDdir;
        int fileIndex;
        long offset;
        int len;
        if (replay != null) {
            fileIndex = replay.file();
            offset = replay.offset();
            len = replay.length();
        } else if (shared != null) {
            fileIndex = sharedRequest.file;
            offset = sharedRequest.offset;
            len = sharedRequest.length;
        } else {
            fileIndex = multiFile ? fileChooser.next() : 0;
            offset = offsets.next(files[fileIndex], d);
            if (offset < 0 && multiFile) {
                fileIndex = otherFile(fileIndex, d);
                offset = fileIndex < 0 ? -1 : otherOffset;
            }
            if (offset < 0) {
                return -1;
            }
            len = (int) offsets.length();
        }
        IoFile file = files[fileIndex];
        lastWasSync = false;
        if (trimWrite) {
            trimNext = d == WRITE;
        }
        unit.prepare(DataDirection.of(d), file, offset, len, nowNs);
        unit.scheduledNs(dueNs);
        issuedIos++;
        prepared++;
        if (mixed) {
            mix.count(d);
        }
        if (d == WRITE || extras) {
            afterPrepare(unit, d, fileIndex, offset, len);
        }
        return len;
    }

    /**
     * fio's {@code set_io_u_file}: the request found no room in {@code file} (its random map has
     * no free block in reach, a hole ran off its end), so that file is done for this pass and
     * another one takes the request; under a distribution over the files the file starts over
     * instead (fio's {@code fio_file_reset}) and the distribution draws again. When every file is
     * done and the job has an {@code io_size} still to issue, every file starts over, as fio's
     * next {@code do_io} after {@code clear_io_state}; without one the pass is over (fio's
     * {@code keep_running}: its files are done). Rare path.
     *
     * @return the file that found room, its offset picked ({@link #otherOffset}, and
     *         {@link OffsetGenerator#length()}), or -1 when no file has room: the pass is over
     */
    private int otherFile(int file, int ddir) {
        int f = file;
        // a bound, so a distribution that keeps drawing files without room cannot spin for ever
        boolean restarted = false;
        for (int tries = 0; tries < 4 * files.length; tries++) {
            if (!fileChooser.exhausted(f)) {
                if (!ioSizeSet || restarted) {
                    return -1;
                }
                restarted = true;
                offsets.newPass();
                fileChooser.newPass();
            } else if (fileChooser.resetsExhausted()) {
                offsets.resetFile(f);
            }
            f = fileChooser.next();
            otherOffset = offsets.next(files[f], ddir);
            if (otherOffset >= 0) {
                return f;
            }
        }
        return -1;
    }

    /**
     * The clone closed its files (fio's {@code clear_io_state}: a new loop, a verify read-back):
     * the {@code write_iolog} says so, and logs each open again at its next request.
     */
    void filesClosed() {
        if (iolog != null) {
            iolog.closeAll();
        }
    }

    /** A verify read-back's read was prepared: the {@code write_iolog} has it, as fio logs every request it queues. */
    void verifyRead(IoUnit unit) {
        if (iolog != null) {
            iolog.record(unit.ddir(), unit.file().index(), unit.offsetBytes(), (int) unit.lengthBytes(), unit.startNs());
        }
    }

    /**
     * {@code verify_only}'s dry run walks the pass's requests without issuing them: fio's
     * {@code write_iolog} leaves them out (it logs the files opened), and has the read-back's
     * reads that follow.
     *
     * @param on true while the requests prepared are only walked
     */
    void dryRun(boolean on) {
        walking = on;
    }

    /** The less common per-request work, kept out of the hot method: writes, files, rate, iolog. */
    private void afterPrepare(IoUnit unit, int d, int fileIndex, long offset, int len) {
        if (d == WRITE) {
            writesIssued++;
            lastWritten = unit.file();
            if (fillWrites) {
                filler.beforeWrite(unit);
            }
        }
        if (rateEnabled) {
            rate.issued(d, len);
        }
        if (iolog != null) {
            if (walking) {
                iolog.opened(fileIndex);
            } else {
                iolog.record(unit.ddir(), fileIndex, offset, len, unit.startNs());
            }
        }
    }

    private void prepareSync(IoUnit unit, long nowNs) {
        DataDirection kind;
        lastWasSync = true;
        kind = fsyncEvery > 0 && writesIssued % fsyncEvery == 0 ? DataDirection.SYNC : DataDirection.DATASYNC;
        // fio leaves a sync's offset as the unit's last request left it, and its iolog line says so
        long staleOffset = unit.offsetBytes();
        unit.prepare(kind, lastWritten, 0, 0, nowNs);
        if (iolog != null && !walking) {
            iolog.record(kind, lastWritten.index(), staleOffset, 0, nowNs);
        }
    }

    /**
     * A new pass over the region begins: offsets and file choice start over; after a loop (not a
     * time_based wrap) the files were closed ({@link #filesClosed}) and a mix draws its directions
     * as in the first loop ({@link RwMix#newLoop}).
     */
    void newPass(boolean loop) {
        trimNext = true;
        if (loop) {
            filesClosed();
        }
        if (mixed && loop) {
            mix.newLoop();
        }
        offsets.newPass();
        fileChooser.newPass();
    }

    /** @return data requests prepared since the measured window began (or the loop, during ramp_time) */
    long issuedIos() {
        return issuedIos;
    }

    /** @return data requests prepared since the clone began, ramp_time included */
    long prepared() {
        return prepared;
    }

    /** The measured window begins: the count starts again. */
    void resetIssued() {
        issuedIos = 0;
        if (mixed) {
            mix.resetIssued();
        }
    }
}
