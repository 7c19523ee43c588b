package org.jfio.engines.aio;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionKind;
import org.jfio.spi.option.OptionRecord;

/**
 * The libaio engine's own options, as fio names them (fio's {@code engines/libaio.c} table), set
 * per job like any fio option ({@code --userspace_reap}, {@code nowait=1} in a job file).
 * Immutable.
 *
 * @param userspaceReap fio's {@code userspace_reap}: reap completions from the kernel's ring
 *                      without io_getevents(2) when no minimum is asked for
 * @param nowait        fio's {@code nowait}: submit reads and writes with RWF_NOWAIT
 */
public record LibaioOptions(boolean userspaceReap, boolean nowait) {
    /** The declarations, for the option parser and {@code --enghelp}. */
    public static final OptionRecord<LibaioOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), LibaioOptions.class,
            List.of(
                    JobOption.declare(LibaioEngineProvider.USERSPACE_REAP, OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC,
                            "0", "reap completions from the kernel's completion ring without io_getevents(2) when "
                                    + "no minimum is asked (iodepth_batch_complete_min=0)")
                            .sets(LibaioOptions.class, "userspaceReap").build(),
                    JobOption.declare(LibaioEngineProvider.NOWAIT, OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                            "submit reads and writes with RWF_NOWAIT: fail with EAGAIN instead of blocking")
                            .sets(LibaioOptions.class, "nowait").build()));
}
