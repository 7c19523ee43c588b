package org.jfio.engine;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionKind;
import org.jfio.spi.option.OptionRecord;

/**
 * The {@code exec} engine's own options, as fio 3.33 names them ({@code engines/exec.c}).
 *
 * @param program      the program to run, looked up in PATH when it has no '/'; required
 * @param arguments    its arguments, split at spaces; {@code %r} becomes the job's runtime in
 *                     whole seconds and {@code %n} the job's name
 * @param graceTimeS   seconds between SIGTERM and SIGKILL when the job ends and the program still runs
 * @param stdRedirect  true: the program's stdout and stderr go to {@code <job>.stdout} and
 *                     {@code <job>.stderr} in the working directory; false: to jfio's own
 */
public record ExecOptions(String program, String arguments, int graceTimeS, boolean stdRedirect) {

    /** The declarations, for the option parser, {@code --cmdhelp} and {@code --enghelp}. */
    public static final OptionRecord<ExecOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), ExecOptions.class,
            List.of(
                    JobOption.declare("program", OptionKind.STRING, OptionCategory.ENGINE_SPECIFIC, "",
                                    "Program the job runs for its runtime (required; PATH is searched)")
                            .sets(ExecOptions.class, "program").build(),
                    JobOption.declare("arguments", OptionKind.STRING, OptionCategory.ENGINE_SPECIFIC, "",
                                    "The program's arguments, split at spaces; %r is the runtime in seconds, %n the job's name")
                            .sets(ExecOptions.class, "arguments").build(),
                    JobOption.declare("grace_time", OptionKind.INT, OptionCategory.ENGINE_SPECIFIC, "1",
                                    "Seconds from SIGTERM to SIGKILL when the job ends and the program still runs")
                            .range(0, Integer.MAX_VALUE).sets(ExecOptions.class, "graceTimeS").build(),
                    JobOption.declare("std_redirect", OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "1",
                                    "Send the program's stdout/stderr to <job>.stdout and <job>.stderr")
                            .sets(ExecOptions.class, "stdRedirect").build()));
}
