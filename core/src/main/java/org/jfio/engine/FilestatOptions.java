package org.jfio.engine;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionKind;
import org.jfio.spi.option.OptionRecord;

/**
 * The {@code filestat} engine's own option, as fio 3.33 names it ({@code engines/fileoperations.c}).
 *
 * @param statType fio's {@code stat_type}: which system call looks the file up
 */
public record FilestatOptions(StatType statType) {

    /** fio's {@code stat_type} values. */
    public enum StatType {
        /** stat(2): follows a symbolic link. */
        STAT,
        /** lstat(2): describes a symbolic link itself. */
        LSTAT,
        /** statx(2) with AT_FDCWD and the absolute path, asking for STATX_BASIC_STATS. */
        STATX
    }

    /** The declaration, for the option parser, {@code --cmdhelp} and {@code --enghelp}. */
    public static final OptionRecord<FilestatOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), FilestatOptions.class,
            List.of(JobOption.declare("stat_type", OptionKind.ENUM, OptionCategory.ENGINE_SPECIFIC, "stat",
                            "Which system call looks each file up (its latency is the I/O's)")
                    .allowed("stat", "stat(2), following a symbolic link", StatType.STAT)
                    .allowed("lstat", "lstat(2), describing a symbolic link itself", StatType.LSTAT)
                    .allowed("statx", "statx(2) (STATX_BASIC_STATS)", StatType.STATX)
                    .sets(FilestatOptions.class, "statType").build()));
}
