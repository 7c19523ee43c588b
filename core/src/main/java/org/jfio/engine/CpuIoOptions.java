package org.jfio.engine;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionKind;
import org.jfio.spi.option.OptionRecord;

/**
 * The {@code cpuio} engine's own options, as fio 3.33 names them ({@code engines/cpu.c}).
 *
 * @param cpuload     percentage of one CPU to burn, 1 to 100 (more is taken as 100); required
 * @param cpuchunksUs length of one burn cycle in microseconds (fio {@code cpuchunks}); each I/O
 *                    burns one cycle, then the job idles {@code cycle * (100 - cpuload) / cpuload}
 * @param cpumode     how the cycle burns the CPU
 * @param exitOnIoDone fio's {@code exit_on_io_done}; refused (see the declaration)
 */
public record CpuIoOptions(int cpuload, int cpuchunksUs, CpuMode cpumode, boolean exitOnIoDone) {

    /** fio's {@code cpumode} values. */
    public enum CpuMode {
        /** spin on the clock for {@code cpuchunks} microseconds */
        NOOP,
        /** sort 256 Ki integers four ways; the cycle is as long as the sorting takes */
        QSORT
    }

    /** The declarations, for the option parser, {@code --cmdhelp} and {@code --enghelp}. */
    public static final OptionRecord<CpuIoOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), CpuIoOptions.class,
            List.of(
                    JobOption.declare("cpuload", OptionKind.INT, OptionCategory.ENGINE_SPECIFIC, "",
                                    "Percentage of one CPU the job burns (required, 1-100)")
                            .range(0, Integer.MAX_VALUE).sets(CpuIoOptions.class, "cpuload").build(),
                    JobOption.declare("cpuchunks", OptionKind.INT, OptionCategory.ENGINE_SPECIFIC, "50000",
                                    "Length of one burn cycle in microseconds (one I/O each)")
                            .range(1, Integer.MAX_VALUE).sets(CpuIoOptions.class, "cpuchunksUs").build(),
                    JobOption.declare("cpumode", OptionKind.ENUM, OptionCategory.ENGINE_SPECIFIC, "noop",
                                    "How a cycle burns the CPU")
                            .allowed("noop", "Spin on the clock for cpuchunks microseconds", CpuMode.NOOP)
                            .allowed("qsort", "Sort 256 Ki integers four ways; the cycle lasts as long as the sorts",
                                    CpuMode.QSORT)
                            .sets(CpuIoOptions.class, "cpumode").build(),
                    JobOption.declare("exit_on_io_done", OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                                    "End when the run's I/O jobs have ended")
                            .refused("jfio's cpuio job cannot see the run's other jobs; bound it with runtime= instead")
                            .sets(CpuIoOptions.class, "exitOnIoDone").build()));

    /** @return the load to burn, as fio takes it: more than 100 is 100 */
    public int effectiveLoad() {
        return Math.min(cpuload, 100);
    }
}
