package org.jfio.spi;

/**
 * Whether a job's engine options ask for polled completions (fio's {@code hipri}: the job thread
 * polls the device's completion queue instead of waiting for an interrupt), and what the kernel
 * does on a device without poll queues ({@code /sys/block/DEV/queue/io_poll} 0: an NVMe disk
 * whose driver was loaded without {@code nvme.poll_queues}, every virtio disk). Answered by
 * {@link IoEngineProvider#polledCompletion}; the preflight compares it with the disks behind the
 * job's files.
 */
public enum PolledCompletion {
    /** Interrupt-driven completions: the job asks for no polling. */
    NONE,
    /**
     * Polled I/O that fails without poll queues: since Linux 6.11 the block layer refuses a polled
     * request on such a queue with EOPNOTSUPP (io_uring's {@code IORING_SETUP_IOPOLL}). The
     * preflight refuses the job there.
     */
    REQUIRED,
    /**
     * Polling asked per request, which the kernel drops without poll queues (the request then
     * completes through its interrupt, e.g. {@code RWF_HIPRI} on {@code preadv2}): the option has
     * no effect there. The preflight warns.
     */
    PER_REQUEST
}
