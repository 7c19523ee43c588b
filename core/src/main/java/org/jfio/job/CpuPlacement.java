package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.TIMING;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * Which CPUs a job's threads run on (fio's {@code cpus_allowed}, {@code cpus_allowed_policy}).
 * Immutable (the array is copied in and must not be changed by callers).
 *
 * @param cpusAllowed the CPU numbers, ascending; empty = no affinity set
 * @param split       clone k runs on the k-th CPU of the set ({@code cpus_allowed_policy=split})
 */
public record CpuPlacement(int[] cpusAllowed, boolean split) {
    /** Copies the CPU list. */
    public CpuPlacement {
        cpusAllowed = cpusAllowed == null ? new int[0] : cpusAllowed.clone();
    }

    @Override
    public int[] cpusAllowed() {
        return cpusAllowed.clone();
    }

    static final OptionRecord<CpuPlacement> SCHEMA = OptionRecord.of(MethodHandles.lookup(), CpuPlacement.class, List.of(
            JobOption.declare("cpus_allowed", STRING, TIMING, "", "CPUs the job's threads may run on, e.g. 0,5,8-15 (sched_setaffinity)")
                    .applier((d, v, c) -> d.set(CpuPlacement.class, "cpusAllowed", CpuList.parse("cpus_allowed", (String) v)))
                    .build(),
            JobOption.declare("cpumask", INT, TIMING, "", "CPUs the job's threads may run on, as a bit mask (bit N: CPU N)")
                    .range(1, Long.MAX_VALUE).applier((d, v, c) -> d.set(CpuPlacement.class, "cpusAllowed",
                            CpuList.parse("cpumask", maskToList((Long) v)))).build(),
            JobOption.declare("cpus_allowed_policy", ENUM, TIMING, "shared", "How clones use the cpus_allowed set")
                    .allowed("shared", "Every clone may run on every CPU of the set")
                    .allowed("split", "Clone k runs on the k-th CPU of the set (round robin)")
                    .applier((d, v, c) -> d.set(CpuPlacement.class, "split", "split".equals(v))).build()));

    /** fio's {@code cpumask}: bit N set means CPU N, as a {@code cpus_allowed} list ({@code 0x5} is {@code 0,2}). */
    private static String maskToList(long mask) {
        StringBuilder b = new StringBuilder();
        for (int cpu = 0; cpu < Long.SIZE; cpu++) {
            if ((mask & (1L << cpu)) != 0) {
                b.append(b.isEmpty() ? "" : ",").append(cpu);
            }
        }
        return b.toString();
    }
}
