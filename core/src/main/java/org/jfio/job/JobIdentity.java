package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.Locale;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.FioUnits;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionDraft;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.OptionSupport;
import org.jfio.spi.option.ParseContext;

import static org.jfio.spi.option.OptionCategory.ENGINE;
import static org.jfio.spi.option.OptionCategory.IO_TYPE;
import static org.jfio.spi.option.OptionCategory.JOB;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * What a job is: its name, I/O pattern, engine and number of clones (fio's {@code name},
 * {@code rw}, {@code ioengine}, {@code numjobs}), with their declarations. Immutable.
 *
 * @param name     the job's name ({@code name}, else the section name)
 * @param rw       the I/O pattern ({@code rw}; its {@code :N} suffix lives in {@link IoType})
 * @param ioengine the engine's name as written, lower case ({@code ioengine}, default psync)
 * @param numjobs  clones of the job, 1..4096 ({@code numjobs})
 */
public record JobIdentity(String name, ReadWrite rw, String ioengine, int numjobs) {
    /** Name of the option that switches unit multipliers; the assembler applies it first. */
    static final String KB_BASE = "kb_base";
    /** The engine of a job that names none (fio's default). */
    public static final String DEFAULT_IOENGINE = "psync";

    /** @throws JfioException when a value is out of range */
    public JobIdentity {
        if (rw == null) {
            throw new JfioException("rw must be set");
        }
        if (ioengine == null || ioengine.isBlank()) {
            throw new JfioException("ioengine must not be empty");
        }
        Ranges.require("numjobs", numjobs, 1, 4096);
    }

    static final OptionRecord<JobIdentity> SCHEMA = OptionRecord.of(MethodHandles.lookup(), JobIdentity.class, List.of(
            JobOption.declare("name", STRING, JOB, "", "Name of the job (default: the section name)")
                    .sets(JobIdentity.class, "name").build(),
            JobOption.declare("thread", BOOL, JOB, "0", "Use threads instead of processes (jfio always runs jobs as threads)")
                    .alias("threads").support(OptionSupport.NO_EFFECT).build(),
            JobOption.declare(KB_BASE, ENUM, JOB, "1024", "Unit base of k/m/g in sizes")
                    .allowed("1024", "k/m/g are powers of 1024; kib/mib/gib powers of 1000 (fio's default)")
                    .allowed("1000", "k/m/g are powers of 1000; kib/mib/gib powers of 1024")
                    .build(),
            JobOption.declare("rw", ENUM, IO_TYPE, "read", "I/O pattern").alias("readwrite")
                    .allowed("read", "Sequential reads").allowed("write", "Sequential writes")
                    .allowed("trim", "Sequential trims").allowed("randread", "Random reads")
                    .allowed("randwrite", "Random writes").allowed("randtrim", "Random trims")
                    .allowed("rw", "Sequential mixed reads and writes")
                    .allowed("readwrite", "Same as rw")
                    .allowed("randrw", "Random mixed reads and writes")
                    .allowed("trimwrite", "Sequential trims, each followed by a write of the same block")
                    .allowed("randtrimwrite", "Random trims, each followed by a write of the same block")
                    .enumSuffix().applier(JobIdentity::applyRw).build(),
            JobOption.declare("ioengine", STRING, ENGINE, DEFAULT_IOENGINE, "I/O engine (see --enghelp)")
                    .applier((d, v, c) -> d.set(JobIdentity.class, "ioengine", engineName((String) v))).build(),
            JobOption.declare("numjobs", INT, ENGINE, "1", "Number of clones (threads) of this job")
                    .range(1, 4096).sets(JobIdentity.class, "numjobs").build()));

    /** An engine's name in any case; an {@code external:PATH} keeps the path as written. */
    private static String engineName(String v) {
        return v.regionMatches(true, 0, "external:", 0, "external:".length())
                ? "external:" + v.substring("external:".length()) : v.toLowerCase(Locale.ROOT);
    }

    /** {@code rw=pattern[:N]}: N is I/Os per random offset for random patterns, bytes skipped otherwise (negative: backwards). */
    private static void applyRw(OptionDraft d, Object value, ParseContext c) {
        String v = (String) value;
        int colon = v.indexOf(':');
        ReadWrite rw = ReadWrite.parse(colon < 0 ? v : v.substring(0, colon));
        d.set(JobIdentity.class, "rw", rw);
        d.set(IoType.class, "ddirSeqNr", 1);
        d.set(IoType.class, "ddirSeqAddBytes", 0L);
        if (colon < 0) {
            return;
        }
        String n = v.substring(colon + 1).trim();
        if (rw.isRandom()) {
            d.set(IoType.class, "ddirSeqNr", (int) FioUnits.parseIntegerPart("rw", v, n, 1, Integer.MAX_VALUE));
        } else {
            // a negative hole steps backwards (fio: rw=read:-8k)
            boolean back = n.startsWith("-");
            long hole = FioUnits.parseSizePart("rw", v, back ? n.substring(1).trim() : n, c.kbBase());
            d.set(IoType.class, "ddirSeqAddBytes", back ? -hole : hole);
        }
    }
}
