package org.jfio.cli.k8s;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.jfio.spi.JfioException;

/**
 * How a rank's JSON result travels in its pod's log: between two marker lines on stdout, so the
 * log's other lines (warnings on stderr, which Kubernetes keeps in the same log) are told apart
 * from it. {@link #print} writes it in the pod, {@link #result} finds it in the log. Stateless.
 */
public final class RankLog {
    /** The line before the result. */
    public static final String BEGIN = "----- BEGIN JFIO RESULT -----";
    /** The line after the result. */
    public static final String END = "----- END JFIO RESULT -----";

    private RankLog() {
    }

    /**
     * Writes the result between the markers, in one write, and flushes.
     *
     * @param json the rank's JSON report (UTF-8)
     * @param out  the pod's stdout
     */
    public static void print(byte[] json, PrintStream out) {
        String text = new String(json, StandardCharsets.UTF_8);
        out.print(BEGIN + "\n" + text + (text.endsWith("\n") ? "" : "\n") + END + "\n");
        out.flush();
    }

    /**
     * @param who what messages call the log ({@code rank 2 (pod jfio-x-2-abcde)})
     * @param log the pod's log
     * @return the JSON between the last pair of markers
     * @throws JfioException one line naming {@code who} when the log holds no complete result, with
     *                       the log's last line (the rank's own error, usually)
     */
    public static String result(String who, String log) {
        String text = log == null ? "" : log.replace("\r\n", "\n");
        int begin = text.lastIndexOf(BEGIN + "\n");
        int end = begin < 0 ? -1 : text.indexOf("\n" + END, begin);
        if (begin < 0 || end < 0) {
            throw new JfioException("k8s: " + who + ": no result in its log" + lastLine(text));
        }
        return text.substring(begin + BEGIN.length() + 1, end + 1);
    }

    /** @return {@code  (its log ends: ...)} with the log's last line outside any result, or that the log is empty */
    static String lastLine(String log) {
        String outside = log.replace("\r\n", "\n").replaceAll("(?s)" + java.util.regex.Pattern.quote(BEGIN) + "\n.*?"
                + java.util.regex.Pattern.quote(END) + "\n?", "");
        String[] lines = outside.strip().split("\n");
        String last = lines[lines.length - 1].strip();
        if (last.isEmpty()) {
            return " (the log is empty)";
        }
        return " (its log ends: " + (last.length() > 300 ? last.substring(0, 300) + "..." : last) + ")";
    }
}
