package org.jfio.job;

/**
 * The rules that pick a job's requests ({@code request_rules}, a jfio option).
 */
public enum RequestRules {
    /**
     * fio's: every clone draws its own requests (directions at random by {@code rwmixread}, its
     * own offsets, {@code fsync} after its own writes, {@code number_ios} per clone).
     */
    FIO,
    /**
     * sysbench 1.0.20 fileio's: the clones (sysbench's threads) take their requests from one
     * sequence shared by all of them. Random offsets are uniform over all files together in steps
     * of the block size, sequential ones go through file 0, 1, ... and start over; a mixed job
     * reads while (reads + 1) / (writes + 1) is below {@code rwmix_ratio}; {@code sync_all=N}
     * syncs every file of the job in turn after every N data requests (reads too) when anything
     * was written since the last such round, each sync a request of the sequence;
     * {@code number_ios} bounds the whole sequence, syncs included (sysbench's {@code --events}).
     * {@code fsync}/{@code fdatasync} keep fio's meaning per clone (sysbench's
     * {@code --file-fsync-all} is {@code fsync=1}).
     */
    SYSBENCH
}
