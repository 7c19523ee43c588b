package org.jfio.preflight;

/**
 * The request-queue settings of one block device, from {@code /sys/block/DEV/queue} and
 * {@code /sys/block/DEV/mq}. A value the kernel does not show is -1 (numbers) or empty (text).
 *
 * @param name               the device name, e.g. {@code nvme0n1}
 * @param rotational         {@code rotational}: 1 for a spinning disk, 0 for flash (a VM's
 *                           virtual disk may claim either)
 * @param scheduler          the active I/O scheduler, e.g. {@code mq-deadline} or {@code none}
 * @param nrRequests         {@code nr_requests}: requests the scheduler queues per hardware queue
 * @param maxSectorsKb       {@code max_sectors_kb}: the largest request the block layer sends, in KiB;
 *                           a larger I/O is split
 * @param maxHwSectorsKb     {@code max_hw_sectors_kb}: the device's limit for {@code max_sectors_kb}
 * @param logicalBlockBytes  {@code logical_block_size}: the smallest addressable unit
 * @param physicalBlockBytes {@code physical_block_size}: the unit the device writes without read-modify-write
 * @param hardwareQueues     entries in {@code mq/}: blk-mq hardware queues (-1 without blk-mq)
 * @param ioPoll             {@code io_poll}: 1 when the device has poll queues (polled completions,
 *                           fio {@code hipri}), 0 when not (virtio disks; NVMe without
 *                           {@code nvme.poll_queues})
 */
public record QueueInfo(String name, int rotational, String scheduler, long nrRequests, long maxSectorsKb,
        long maxHwSectorsKb, long logicalBlockBytes, long physicalBlockBytes, int hardwareQueues, int ioPoll) {

    /** @return one line, e.g. {@code rotational=0, scheduler=none, nr_requests=1023, max_sectors_kb=128, hw queues=8} */
    public String describe() {
        return "rotational=" + known(rotational) + ", scheduler=" + (scheduler.isEmpty() ? "?" : scheduler)
                + ", nr_requests=" + known(nrRequests) + ", max_sectors_kb=" + known(maxSectorsKb)
                + ", hw queues=" + known(hardwareQueues);
    }

    private static String known(long v) {
        return v < 0 ? "?" : Long.toString(v);
    }
}
