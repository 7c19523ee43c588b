package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.FILES;
import static org.jfio.spi.option.OptionCategory.JOB;
import static org.jfio.spi.option.OptionKind.BOOL;

/**
 * The job's safety switches, checked by the preflight before anything is written.
 *
 * @param readonly          {@code readonly}: refuse a job that writes or trims (fio has this as the
 *                          command-line flag {@code --readonly}; jfio also takes it as a job option)
 * @param allowMountedWrite fio's {@code allow_mounted_write}: allow writes and trims to a block
 *                          device that is mounted or holds a mounted partition (default: refused)
 */
public record SafetyOptions(boolean readonly, boolean allowMountedWrite) {
    /** fio's defaults: writes allowed, mounted devices protected. */
    public static final SafetyOptions DEFAULT = new SafetyOptions(false, false);
    /** The name of the {@code readonly} option. */
    static final String READONLY = "readonly";

    static final OptionRecord<SafetyOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), SafetyOptions.class, List.of(
            JobOption.declare("allow_mounted_write", BOOL, FILES, "0",
                    "Allow writes to a block device that is mounted or holds a mounted partition")
                    .sets(SafetyOptions.class, "allowMountedWrite").build(),
            JobOption.declare(READONLY, BOOL, JOB, "0", "Refuse jobs that write or trim (fio's --readonly, also as a job option)")
                    .sets(SafetyOptions.class, "readonly").build()));
}
