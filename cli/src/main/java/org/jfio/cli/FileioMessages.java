package org.jfio.cli;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Rewrites an error of the job {@code jfio fileio} runs into sysbench's terms, so a user who typed
 * sysbench options reads about those options: {@code bs}/{@code bsrange} become
 * {@code --file-block-size} (and {@code --file-merged-requests}), {@code direct=1}/{@code direct=0}
 * become {@code --file-extra-flags}, and the job's name in front of the message goes. A message
 * that names none of these is left as it is. Stateless.
 */
final class FileioMessages {
    private record Rewrite(Pattern pattern, String replacement) {
    }

    private static final List<Rewrite> REWRITES = List.of(
            new Rewrite(Pattern.compile("^fileio: "), ""),
            new Rewrite(Pattern.compile("but bs=(\\d+) \\((read|write)\\) is not"), "but --file-block-size=$1 is not"),
            new Rewrite(Pattern.compile("but bsrange=\\S+ \\((read|write)\\) is not"),
                    "but --file-block-size x --file-merged-requests is not"),
            new Rewrite(Pattern.compile("use bs, offset and blockalign that are multiples of (\\d+)"),
                    "use a --file-block-size that is a multiple of $1"),
            new Rewrite(Pattern.compile("\\bbs=(\\d+)"), "--file-block-size=$1"),
            new Rewrite(Pattern.compile("(use |, or )direct=0"), "$1no direct in --file-extra-flags"),
            new Rewrite(Pattern.compile("\\bdirect=1"), "--file-extra-flags=direct"));

    private FileioMessages() {
    }

    /** @return {@code message} in sysbench's terms (null stays null) */
    static String sysbenchTerms(String message) {
        if (message == null) {
            return null;
        }
        String s = message;
        for (Rewrite r : REWRITES) {
            s = r.pattern().matcher(s).replaceAll(r.replacement());
        }
        return s;
    }
}
