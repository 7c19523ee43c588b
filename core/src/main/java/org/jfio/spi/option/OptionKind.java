package org.jfio.spi.option;

/**
 * The value syntax of a job option, which decides how its text is parsed (see {@link FioUnits})
 * and what {@code --cmdhelp} says about it. Mirrors fio's option types ({@code FIO_OPT_STR_VAL},
 * {@code FIO_OPT_STR_VAL_TIME}, {@code FIO_OPT_INT}, {@code FIO_OPT_BOOL}, {@code FIO_OPT_STR},
 * {@code FIO_OPT_STR_STORE}, {@code FIO_OPT_RANGE}, {@code FIO_OPT_FLOAT_LIST}).
 */
public enum OptionKind {
    /** Bytes with an optional {@code k/m/g/t/p} suffix ({@code size=4g}). */
    SIZE("size with optional k/m/g/t/p suffix (opt=4k)"),
    /** A size, or a percentage of each file's length ({@code size=50%}); see {@code org.jfio.job.FilePercentages}. */
    SIZE_OR_PERCENT("size, or a percentage of each file's length (opt=1g or opt=50%)"),
    /** A size, or a {@code min-max} (or {@code min:max}) range of sizes ({@code filesize=1m-4m}). */
    SIZE_RANGE("size, or a min-max range of sizes (opt=1m or opt=1m-4m)"),
    /** A time with an optional {@code d/h/m/s/ms/us} suffix; a bare number takes the option's default unit. */
    TIME("time with optional d/h/m/s/ms/us suffix (opt=10s)"),
    /** An integer; fio accepts size suffixes here too ({@code iodepth=1k} is 1024). */
    INT("integer (opt=100)"),
    /** {@code 0} or {@code 1}; the bare option name means 1. */
    BOOL("boolean: 0 or 1; the bare name means 1 (opt or opt=1)"),
    /** One of a fixed list of values, each with its own help. */
    ENUM("one of the values listed below"),
    /** Free text. */
    STRING("string (opt=text)"),
    /** One size for read, write and trim, or a {@code read,write,trim} list; empty entries keep the default. */
    SIZE_PER_DDIR("size, or a read,write,trim list of sizes (opt=4k or opt=4k,64k)"),
    /** One integer for read, write and trim, or a {@code read,write,trim} list; empty entries keep the default. */
    INT_PER_DDIR("integer, or a read,write,trim list of integers (opt=500 or opt=,500)"),
    /** A time, or a {@code min-max} range of times (each clone picks a value in it). */
    TIME_RANGE("time, or a min-max range of times (opt=10s or opt=1s-5s)"),
    /** A {@code min-max} size range, or a {@code read,write,trim} list of them. */
    SIZE_RANGE_PER_DDIR("size range, or a read,write,trim list of ranges (opt=1k-4k,2k-8k)"),
    /** {@code :}-separated paths; a literal colon is written {@code \:}. */
    FILENAME_LIST("':'-separated list of paths, a literal ':' written as '\\:' (opt=/a:/b)"),
    /** {@code :}-separated percentiles in (0,100], at most 20. */
    PERCENTILE_LIST("':'-separated percentiles in (0,100], at most 20 (opt=50:99:99.9)");

    private final String syntax;

    OptionKind(String syntax) {
        this.syntax = syntax;
    }

    /** @return one line describing the accepted syntax, for help output */
    public String syntax() {
        return syntax;
    }
}
