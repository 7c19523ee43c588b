package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.DdirValues;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.ENGINE_SPECIFIC;
import static org.jfio.spi.option.OptionCategory.TIMING;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.INT_PER_DDIR;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * Where a job's threads run and at which priorities (fio's {@code cpus_allowed},
 * {@code cpus_allowed_policy}, {@code nice}, {@code prio}, {@code prioclass}). Immutable (the
 * array is copied in and must not be changed by callers).
 *
 * @param cpusAllowed the CPU numbers, ascending; empty = no affinity set
 * @param split       clone k runs on the k-th CPU of the set ({@code cpus_allowed_policy=split})
 * @param nice        added to the clone thread's nice value ({@code nice}, -20..19; 0 = unchanged)
 * @param ioprio      I/O priority level 0 (highest) to 7 ({@code prio}), or -1 when not set
 * @param ioprioClass I/O priority class 0 (none: best effort) to 3 (idle) ({@code prioclass}), or -1 when not set
 * @param numaCpuNodes the NUMA nodes whose CPUs the clone threads run on ({@code numa_cpu_nodes}); empty = not set
 * @param numaMemMode  the clone threads' memory policy, the kernel's {@code MPOL_*} number
 *                     ({@code numa_mem_policy}: 0 default, 1 prefer, 2 bind, 3 interleave, 4 local), or -1 when not set
 * @param numaMemNodes the policy's nodes (empty for default and local)
 * @param cmdprioPercentage per direction, percent of the I/Os issued with the priority of
 *                     {@code cmdprio_class}/{@code cmdprio} ({@code cmdprio_percentage}, 0..100;
 *                     read and write, trim's is ignored as fio ignores it)
 * @param cmdprioClass per direction, the class of those I/Os ({@code cmdprio_class}, 1..3; 0 =
 *                     not set: realtime, as fio)
 * @param cmdprioLevel per direction, the level of those I/Os ({@code cmdprio}, 0..7)
 * @param cmdprioBssplit per block size, the percentages and priorities ({@code cmdprio_bssplit});
 *                     {@link CmdprioSplit#NONE} when not set
 */
public record CpuPlacement(int[] cpusAllowed, boolean split, int nice, int ioprio, int ioprioClass, int[] numaCpuNodes,
        int numaMemMode, int[] numaMemNodes, DdirValues cmdprioPercentage, DdirValues cmdprioClass,
        DdirValues cmdprioLevel, CmdprioSplit cmdprioBssplit) {
    /** fio's {@code IOPRIO_CLASS_SHIFT}: the class sits above 13 bits of level. */
    public static final int IOPRIO_CLASS_SHIFT = 13;
    /** fio's {@code IOPRIO_CLASS_BE}, the class used when only {@code prio} is given. */
    public static final int IOPRIO_CLASS_BE = 2;

    /** fio's {@code IOPRIO_CLASS_RT}, the class of cmdprio I/Os when {@code cmdprio_class} is not set. */
    public static final int IOPRIO_CLASS_RT = 1;

    /**
     * Copies the CPU list.
     *
     * @throws JfioException when both {@code cmdprio_percentage} and {@code cmdprio_bssplit} are
     *                       given (fio: "cmdprio_percentage and cmdprio_bssplit options are mutually exclusive")
     */
    public CpuPlacement {
        cpusAllowed = cpusAllowed == null ? new int[0] : cpusAllowed.clone();
        numaCpuNodes = numaCpuNodes == null ? new int[0] : numaCpuNodes.clone();
        numaMemNodes = numaMemNodes == null ? new int[0] : numaMemNodes.clone();
        cmdprioPercentage = cmdprioPercentage == null ? DdirValues.ZERO : cmdprioPercentage;
        cmdprioClass = cmdprioClass == null ? DdirValues.ZERO : cmdprioClass;
        cmdprioLevel = cmdprioLevel == null ? DdirValues.ZERO : cmdprioLevel;
        cmdprioBssplit = cmdprioBssplit == null ? CmdprioSplit.NONE : cmdprioBssplit;
        if (!cmdprioBssplit.isEmpty() && (cmdprioPercentage.read() > 0 || cmdprioPercentage.write() > 0)) {
            throw new JfioException("cmdprio_percentage and cmdprio_bssplit options are mutually exclusive");
        }
    }

    /** @return true when some I/Os get a priority of their own ({@code cmdprio_percentage} or {@code cmdprio_bssplit}) */
    public boolean cmdprio() {
        return !cmdprioBssplit.isEmpty() || cmdprioPercentage.read() > 0 || cmdprioPercentage.write() > 0;
    }

    /**
     * @param d 0 read, 1 write
     * @return the ioprio value of direction {@code d}'s cmdprio I/Os: {@code cmdprio_class}
     *         (realtime when not set, as fio) and {@code cmdprio}
     */
    public int cmdprioValue(int d) {
        int cls = (int) cmdprioClass.get(d);
        return ioprioValue(cls == 0 ? IOPRIO_CLASS_RT : cls, (int) cmdprioLevel.get(d));
    }

    /** @return fio's {@code ioprio_value}: class 0 becomes best effort; class in bits 13-15, level below */
    public static int ioprioValue(int ioprioClass, int level) {
        int cls = ioprioClass <= 0 ? IOPRIO_CLASS_BE : ioprioClass;
        return (cls << IOPRIO_CLASS_SHIFT) | level;
    }

    @Override
    public int[] numaCpuNodes() {
        return numaCpuNodes.clone();
    }

    @Override
    public int[] numaMemNodes() {
        return numaMemNodes.clone();
    }

    @Override
    public int[] cpusAllowed() {
        return cpusAllowed.clone();
    }

    /** @return true when the clone threads set their I/O priority ({@code prio} or {@code prioclass} given) */
    public boolean setsIoprio() {
        return ioprio >= 0 || ioprioClass >= 0;
    }

    /**
     * @return the ioprio value the threads get (fio's {@code ioprio_value}: class 0 becomes best
     *         effort), or 0 when neither {@code prio} nor {@code prioclass} is set
     */
    public int ioprioValue() {
        if (!setsIoprio()) {
            return 0;
        }
        return ioprioValue(ioprioClass, Math.max(0, ioprio));
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
                    .applier((d, v, c) -> d.set(CpuPlacement.class, "split", "split".equals(v))).build(),
            JobOption.declare("nice", INT, TIMING, "0",
                    "Add this to the clone thread's CPU nice value, -20..19 (setpriority on the thread; lowering needs CAP_SYS_NICE)")
                    .range(-20, 19).sets(CpuPlacement.class, "nice").build(),
            JobOption.declare("prio", INT, TIMING, "",
                    "I/O priority level of the clone thread, 0 (highest) to 7 (ioprio_set; class best effort unless prioclass)")
                    .range(0, 7).unset(-1).sets(CpuPlacement.class, "ioprio").build(),
            JobOption.declare("prioclass", INT, TIMING, "",
                    "I/O priority class of the clone thread: 1 realtime (needs CAP_SYS_ADMIN), 2 best effort, 3 idle; 0 = best effort")
                    .range(0, 3).unset(-1).sets(CpuPlacement.class, "ioprioClass").build(),
            JobOption.declare("numa_cpu_nodes", STRING, TIMING, "",
                    "Run the clone threads on the CPUs of these NUMA nodes (0, 0-1,3 or all; sched_setaffinity)")
                    .applier((d, v, c) -> d.set(CpuPlacement.class, "numaCpuNodes", NumaNodes.parse("numa_cpu_nodes", (String) v)))
                    .build(),
            JobOption.declare("numa_mem_policy", STRING, TIMING, "",
                    "Memory policy of the clone threads (set_mempolicy): default, prefer:N, bind:LIST, interleave[:LIST], local")
                    .sets(CpuPlacement.class, "numaMemMode").unset(-1).applier((d, v, c) -> NumaNodes.parsePolicy(d, (String) v))
                    .build(),
            JobOption.declare("cmdprio_percentage", INT_PER_DDIR, ENGINE_SPECIFIC, "0",
                    "Percent of I/Os issued with the priority of cmdprio_class/cmdprio, per ddir (read,write; async engines that carry it)")
                    .range(0, 100).sets(CpuPlacement.class, "cmdprioPercentage").build(),
            JobOption.declare("cmdprio_class", INT_PER_DDIR, ENGINE_SPECIFIC, "",
                    "I/O priority class of cmdprio I/Os, per ddir: 1 realtime, 2 best effort, 3 idle (default realtime)")
                    .range(1, 3).sets(CpuPlacement.class, "cmdprioClass").build(),
            JobOption.declare("cmdprio", INT_PER_DDIR, ENGINE_SPECIFIC, "0",
                    "I/O priority level of cmdprio I/Os, per ddir: 0 (highest) to 7")
                    .range(0, 7).sets(CpuPlacement.class, "cmdprioLevel").build(),
            JobOption.declare("cmdprio_bssplit", STRING, ENGINE_SPECIFIC, "",
                    "Per block size priorities, per ddir: bs/perc[/class/level]:... (read,write; excludes cmdprio_percentage)")
                    .applier((d, v, c) -> d.set(CpuPlacement.class, "cmdprioBssplit",
                            CmdprioSplit.parse("cmdprio_bssplit", (String) v, c.kbBase()))).build()));

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
