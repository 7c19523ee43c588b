package org.jfio.spi;

import java.lang.foreign.MemorySegment;

/**
 * One I/O request slot (fio's {@code io_u}). A job preallocates {@code iodepth} of them; each
 * owns one aligned buffer of the job's largest block size, and its {@link #index()} is what an
 * engine hands the kernel as user data (io_uring {@code user_data}, libaio {@code iocb.data}) to
 * find the unit again on completion.
 *
 * <p>Time stamps are {@link IoClock#nowNs()} values: {@code startNs} when the core prepared
 * the unit, {@code issueNs} when it went to the kernel, {@code completeNs} when it came back.
 * slat = issue - start, clat = complete - issue, lat = complete - start (fio's definitions).
 * {@code scheduledNs} is when the request was due: under a rate cap its place in the schedule
 * (it may be earlier than {@code startNs} when the job runs late), else {@code startNs}; the
 * latency from it is the one corrected for coordinated omission.
 *
 * <p>{@link #result()} is the byte count transferred, or a negative errno on failure.
 *
 * <p>Not thread-safe: a unit is touched only by its job's thread (and the kernel while queued).
 */
public final class IoUnit {
    private final int index;
    private final MemorySegment slot;
    private int dataOffset;
    private DataDirection ddir = DataDirection.READ;
    private IoFile file;
    private long offsetBytes;
    private int lengthBytes;
    private long startNs;
    private long scheduledNs;
    private long issueNs;
    private long completeNs;
    private long result;
    private int ioprio;

    /**
     * @param index  slot number, from 0 to iodepth-1
     * @param slot  the slot's data buffer (aligned, capacity = largest block size)
     */
    public IoUnit(int index, MemorySegment slot) {
        this.index = index;
        this.slot = slot;
    }

    /** @return slot number; travels through the kernel as user data */
    public int index() {
        return index;
    }

    /**
     * @return where the request's data starts: the slot itself, or (for the remainder of a short
     *         transfer) the slot past the bytes already moved; the request uses its first
     *         {@link #lengthBytes()} bytes. Allocates only for a remainder.
     */
    public MemorySegment buffer() {
        return dataOffset == 0 ? slot : slot.asSlice(dataOffset);
    }

    /** @return the native address of {@link #buffer()}, without allocating */
    public long bufferAddress() {
        return slot.address() + dataOffset;
    }

    /** @return the whole slot, as allocated (for registering buffers with the kernel) */
    public MemorySegment slot() {
        return slot;
    }

    /** @return direction of the request */
    public DataDirection ddir() {
        return ddir;
    }

    /** @return file of the request */
    public IoFile file() {
        return file;
    }

    /** @return absolute file offset in bytes */
    public long offsetBytes() {
        return offsetBytes;
    }

    /** @return where the whole request began: {@link #offsetBytes()} before any short-transfer {@link #advance} */
    public long requestOffsetBytes() {
        return offsetBytes - dataOffset;
    }

    /** @return the whole request's length: {@link #lengthBytes()} plus what earlier partial transfers moved */
    public int requestLengthBytes() {
        return lengthBytes + dataOffset;
    }

    /** @return request length in bytes (0 for sync operations) */
    public int lengthBytes() {
        return lengthBytes;
    }

    /**
     * Prepares the unit for a new request; the core calls this, engines do not. The request's
     * scheduled time is {@code startNs} until {@link #scheduledNs(long)} says otherwise.
     */
    public void prepare(DataDirection ddir, IoFile file, long offsetBytes, int lengthBytes, long startNs) {
        this.ddir = ddir;
        this.file = file;
        this.offsetBytes = offsetBytes;
        this.lengthBytes = lengthBytes;
        this.startNs = startNs;
        this.scheduledNs = startNs;
        this.issueNs = startNs;
        this.dataOffset = 0;
        this.completeNs = 0;
        this.result = 0;
    }

    /**
     * Moves the request past a short transfer, in the file and in the buffer, as fio moves
     * {@code xfer_buf}: the core requeues the remainder.
     */
    public void advance(int doneBytes) {
        offsetBytes += doneBytes;
        lengthBytes -= doneBytes;
        dataOffset += doneBytes;
    }

    /** @return {@link IoClock#nowNs()} when the core prepared the request */
    public long startNs() {
        return startNs;
    }

    /**
     * @return {@link IoClock#nowNs()} when the request was due to start: its rate schedule, or
     *         {@link #startNs()} when the job has no cap; kept across a short transfer's remainder
     */
    public long scheduledNs() {
        return scheduledNs;
    }

    /** Set by the core's rate schedule after {@link #prepare}; engines do not. */
    public void scheduledNs(long scheduledNs) {
        this.scheduledNs = scheduledNs;
    }

    /**
     * Stamps the request's start once it is fully prepared (offset, size, buffer), just before it
     * is queued: where fio 3.33 takes {@code start_time} (the end of {@code get_io_u}). It is the
     * issue stamp too until the core stamps the issue: an asynchronous engine's at its commit, a
     * synchronous engine's only when work ran in between (a write's verify header), so for a
     * synchronous engine lat equals clat otherwise (fio's differ by its own clock read). Set by the
     * core; engines do not.
     */
    public void startNs(long startNs) {
        this.startNs = startNs;
        this.issueNs = startNs;
    }

    /** @return {@link IoClock#nowNs()} when the request was issued to the kernel */
    public long issueNs() {
        return issueNs;
    }

    /** Set by the core before {@code queue}, or by an engine with {@link EngineCapability#SETS_ISSUE_TIME}. */
    public void issueNs(long issueNs) {
        this.issueNs = issueNs;
    }

    /** @return {@link IoClock#nowNs()} at completion */
    public long completeNs() {
        return completeNs;
    }

    /** Set by the core when the completion is seen. */
    public void completeNs(long completeNs) {
        this.completeNs = completeNs;
    }

    /**
     * @return the request's I/O priority, the kernel's ioprio value (class in bits 13-15, level
     *         below; fio's {@code io_u->ioprio}): the job's {@code prio}/{@code prioclass}, or the
     *         value {@code cmdprio_*} chose for this request; 0 when none is set. An engine with
     *         {@link EngineCapability#PER_IO_PRIORITY} hands it to the kernel with the request.
     */
    public int ioprio() {
        return ioprio;
    }

    /** Set by the core before {@code queue} (kept across {@link #prepare}); engines do not. */
    public void ioprio(int ioprio) {
        this.ioprio = ioprio;
    }

    /** @return bytes transferred, or a negative errno */
    public long result() {
        return result;
    }

    /** Set by the engine: bytes transferred, or {@code -errno}. */
    public void result(long result) {
        this.result = result;
    }
}
