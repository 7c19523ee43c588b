package org.jfio.report;

import java.nio.file.Path;

import org.jfio.format.CFormat;
import org.jfio.format.Num2Str;
import org.jfio.result.LayoutProgress;

/**
 * jfio's status line while a job's files are laid out (fio prints nothing then), in the style
 * of the run's {@link StatusLine}:
 *
 * <pre>
 * Laying out: mysql_test (f=1/1): [37.5%][768MiB/2048MiB][w=850MiB/s][eta 00m:02s] jfio-data/fio_test\r
 * </pre>
 *
 * the job, which file of how many, the share of the layout's bytes done, bytes done of the total,
 * the write rate since the layout started, the time left at that rate ({@code eta --:--} while
 * no rate is known) and the file being written. Each line ends with {@code \r} and is padded
 * with spaces over a longer previous one; {@link #clear()} blanks the last line before the
 * run's own status line takes over.
 *
 * <p>Not thread-safe: one instance per printed stream, fed by one thread.
 */
public final class LayoutStatusLine {
    private int lineLenLast;
    private int shownLen;

    /**
     * @param p the latest reading of the layout
     * @return the text to write as is (it ends with {@code \r})
     */
    public String update(LayoutProgress p) {
        StringBuilder out = new StringBuilder(128);
        double perc = p.totalBytes() > 0 ? 100.0 * p.doneBytes() / p.totalBytes() : 100.0;
        out.append("Laying out: ").append(p.jobName()).append(" (f=").append(p.fileIndex() + 1).append('/')
                .append(p.fileCount()).append("): [").append(CFormat.fixed(perc, 3, 1)).append("%][")
                .append(bytes(p.doneBytes())).append('/').append(bytes(p.totalBytes())).append("][w=")
                .append(Num2Str.num2str(p.bytesPerSec(), Num2Str.DEFAULT_SIG_FIGS, 1, true, Num2Str.Unit.BYTE_PER_SEC))
                .append("][eta ").append(p.etaSec() < 0 ? "--:--" : StatusLine.etaString(p.etaSec())).append("] ")
                .append(name(p.file()));
        int len = out.length();
        if (len < lineLenLast) {
            out.append(" ".repeat(lineLenLast - len));
        }
        lineLenLast = len;
        shownLen = out.length();
        return out.append('\r').toString();
    }

    /** @return spaces over the last line and a {@code \r}, or the empty string when no line was written */
    public String clear() {
        if (shownLen == 0) {
            return "";
        }
        String blank = " ".repeat(shownLen) + "\r";
        lineLenLast = 0;
        shownLen = 0;
        return blank;
    }

    private static String bytes(long n) {
        return Num2Str.num2str(n, Num2Str.DEFAULT_SIG_FIGS, 1, true, Num2Str.Unit.BYTE);
    }

    /** @return the file as given, relative to the working directory when it is below it */
    private static String name(Path file) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = file.toAbsolutePath();
        return abs.startsWith(cwd) && !abs.equals(cwd) ? cwd.relativize(abs).toString() : file.toString();
    }
}
