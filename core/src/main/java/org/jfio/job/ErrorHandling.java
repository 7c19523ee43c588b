package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.jfio.nativeheaders.libc.Errno;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionDraft;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.ParseContext;

import static org.jfio.spi.option.OptionCategory.IO_TYPE;
import static org.jfio.spi.option.OptionCategory.ORDERING;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * Which failed I/Os a job goes on through, and what it does about the others: fio 3.33's
 * {@code ignore_error}, {@code error_dump}, {@code exitall_on_error} and {@code exit_what}
 * (with {@code continue_on_error} in {@link IoType}). fio sorts an error into one of three
 * types: verify ({@code EILSEQ}), read (a read's error) or write (anything else's); a type that
 * {@code continue_on_error} covers goes on through the errnos of its list, which is the one
 * {@code ignore_error} gave it or else fio's {@code EIO} and {@code EILSEQ}. Giving a type a
 * list also covers it, as in fio. Immutable (the lists are copied in and out).
 *
 * @param readErrors     the errnos a read goes on through, or null for fio's {@code EIO, EILSEQ}
 * @param writeErrors    the same for writes, trims and syncs
 * @param verifyErrors   the same for verify failures ({@code EILSEQ})
 * @param errorDump      print every error on stderr, also those gone past ({@code error_dump})
 * @param exitallOnError when this job ends in error, stop the other jobs of its group
 *                       ({@code exitall_on_error})
 * @param exitWhat       which jobs {@code exitall} and {@code exitall_on_error} stop ({@code exit_what})
 */
public record ErrorHandling(int[] readErrors, int[] writeErrors, int[] verifyErrors, boolean errorDump,
        boolean exitallOnError, ExitWhat exitWhat) {
    /** fio's error types, in the order {@code ignore_error} lists them. */
    public static final int READ = 0;
    /** Writes, trims and syncs. */
    public static final int WRITE = 1;
    /** Verify failures. */
    public static final int VERIFY = 2;
    /** Nothing ignored beyond continue_on_error's defaults; no dump; no exit on error. */
    public static final ErrorHandling DEFAULT = new ErrorHandling(null, null, null, false, false, ExitWhat.GROUP);
    /** Errnos are 1..133 on Linux (errno.h). */
    private static final int MAX_ERRNO = 133;

    /** Copies the lists. */
    public ErrorHandling {
        readErrors = readErrors == null ? null : readErrors.clone();
        writeErrors = writeErrors == null ? null : writeErrors.clone();
        verifyErrors = verifyErrors == null ? null : verifyErrors.clone();
    }

    @Override
    public int[] readErrors() {
        return readErrors == null ? null : readErrors.clone();
    }

    @Override
    public int[] writeErrors() {
        return writeErrors == null ? null : writeErrors.clone();
    }

    @Override
    public int[] verifyErrors() {
        return verifyErrors == null ? null : verifyErrors.clone();
    }

    /** @return the list {@code ignore_error} gave error type {@code type} ({@link #READ}...), or null when none */
    public int[] ignored(int type) {
        return switch (type) {
            case READ -> readErrors();
            case WRITE -> writeErrors();
            case VERIFY -> verifyErrors();
            default -> throw new IllegalArgumentException("error type " + type);
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ErrorHandling e && Arrays.equals(readErrors, e.readErrors)
                && Arrays.equals(writeErrors, e.writeErrors) && Arrays.equals(verifyErrors, e.verifyErrors)
                && errorDump == e.errorDump && exitallOnError == e.exitallOnError;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(readErrors) * 31 + Arrays.hashCode(writeErrors) * 17 + Arrays.hashCode(verifyErrors)
                + (errorDump ? 2 : 0) + (exitallOnError ? 1 : 0);
    }

    @Override
    public String toString() {
        return "ErrorHandling[read=" + Arrays.toString(readErrors) + ", write=" + Arrays.toString(writeErrors)
                + ", verify=" + Arrays.toString(verifyErrors) + ", errorDump=" + errorDump + ", exitallOnError="
                + exitallOnError + "]";
    }

    static final OptionRecord<ErrorHandling> SCHEMA = OptionRecord.of(MethodHandles.lookup(), ErrorHandling.class, List.of(
            JobOption.declare("ignore_error", STRING, IO_TYPE, "",
                    "Errors to go on through, per type: READ_LIST,WRITE_LIST,VERIFY_LIST; each list E-names or numbers"
                            + " joined by ':' (ignore_error=EAGAIN,ENOSPC:122); a listed type is covered as by continue_on_error")
                    .applier(ErrorHandling::applyIgnoreError).build(),
            JobOption.declare("error_dump", BOOL, IO_TYPE, "0", "Print every I/O error on stderr, also those gone past")
                    .sets(ErrorHandling.class, "errorDump").build(),
            JobOption.declare("exitall_on_error", BOOL, ORDERING, "0",
                    "When this job ends in error, stop the other jobs of its group")
                    .sets(ErrorHandling.class, "exitallOnError").build(),
            JobOption.declare("exit_what", ENUM, ORDERING, "group", "Which jobs exitall and exitall_on_error stop")
                    .allowed("group", "The jobs of the ending job's reporting group (fio's default)")
                    .allowed("stonewall", "Every running job, whatever its group; the next stonewalled group then starts")
                    .allowed("all", "Every job, running or not started yet")
                    .sets(ErrorHandling.class, "exitWhat").build()));

    /** {@code ignore_error=READ,WRITE,VERIFY}: each a ':'-list of errno names or numbers; an empty one keeps fio's default. */
    private static void applyIgnoreError(OptionDraft d, Object value, ParseContext c) {
        String[] types = ((String) value).strip().split(",", -1);
        if (types.length > 3) {
            throw new JfioException("ignore_error=" + value + ": at most three lists (read, write, verify)");
        }
        String[] components = {"readErrors", "writeErrors", "verifyErrors"};
        for (int t = 0; t < types.length; t++) {
            int[] list = parseList((String) value, types[t]);
            if (list.length > 0) {
                d.set(ErrorHandling.class, components[t], list);
            }
        }
    }

    /**
     * fio 3.33 ({@code options.c ignore_error_type}): the list ends at its first empty entry; an
     * entry starting with E is an errno name, any other a number whose sign is dropped ({@code -5}
     * is EIO, as an engine's {@code -errno}). Unlike fio's atoi, a number followed by anything else
     * ({@code 5x}, {@code 1-5}) is refused rather than cut to its leading digits.
     */
    private static int[] parseList(String whole, String list) {
        int[] out = new int[0];
        for (String e : list.split(":", -1)) {
            String name = e.strip();
            if (name.isEmpty()) {
                break;
            }
            int errno = name.startsWith("E") ? errnoOf(name) : number(name);
            if (errno == 0) {
                throw new JfioException("ignore_error=" + whole + ": " + (name.startsWith("E")
                        ? "unknown error " + name + ", please use number value (as fio says: give the errno's number)"
                        : name.matches("[-+]?0+") ? "error 0 is no error: give an errno, a name (EIO) or a number from 1 (5)"
                        : "'" + name + "' is neither an errno name (EIO) nor a number (5); list several with ':' (EIO:ENOSPC), "
                        + "types with ',' (read,write,verify), no ranges"));
            }
            out = Arrays.copyOf(out, out.length + 1);
            out[out.length - 1] = errno;
        }
        return out;
    }

    private static int errnoOf(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        for (int e = 1; e <= MAX_ERRNO; e++) {
            if (Errno.name(e).equals(upper)) {
                return e;
            }
        }
        return switch (upper) {
            case "EWOULDBLOCK" -> errnoOf("EAGAIN");
            case "EDEADLOCK" -> errnoOf("EDEADLK");
            case "ENOTSUP" -> errnoOf("EOPNOTSUPP");
            default -> 0;
        };
    }

    /** @return the number's absolute value (fio drops the sign), 0 when the text is not all digits after a sign */
    private static int number(String text) {
        int i = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
        long n = 0;
        if (i == text.length()) {
            return 0;
        }
        while (i < text.length() && n < Integer.MAX_VALUE) {
            if (!Character.isDigit(text.charAt(i))) {
                return 0;
            }
            n = n * 10 + (text.charAt(i++) - '0');
        }
        return (int) Math.min(n, Integer.MAX_VALUE);
    }
}
