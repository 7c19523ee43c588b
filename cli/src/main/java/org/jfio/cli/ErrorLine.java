package org.jfio.cli;

import java.io.PrintStream;

/**
 * How a command's failure reaches the user: one line on stderr (a message's line breaks become
 * {@code "; "}, other control characters are escaped as {@code \xNN} so a job file's bytes cannot
 * move the cursor or change the terminal, and a line longer than {@value #MAX_CHARS} characters is
 * cut, as fio cuts a job file's line at about 8 KB), and the stack trace only under
 * {@code --debug}. Shared by the commands so every one says it the same way. Stateless.
 */
final class ErrorLine {
    /** Longest message printed whole. */
    static final int MAX_CHARS = 8192;

    private ErrorLine() {
    }

    /** @return the message on one line ({@code ""} for none), escaped and cut */
    static String oneLine(String message) {
        if (message == null) {
            return "";
        }
        String text = message.strip().replaceAll("\\s*\\R\\s*", "; ");
        StringBuilder b = new StringBuilder(Math.min(text.length(), MAX_CHARS) + 48);
        int i = 0;
        for (; i < text.length() && b.length() < MAX_CHARS; i++) {
            char c = text.charAt(i);
            if (c == '\t') {
                b.append(' ');
            } else if (Character.isISOControl(c)) {
                b.append(String.format("\\x%02x", (int) c));
            } else {
                b.append(c);
            }
        }
        if (i < text.length()) {
            b.append("... (").append(text.length() - i).append(" more characters)");
        }
        return b.toString();
    }

    /** Prints {@code line}, then, under {@code --debug}, the stack trace of what caused it. */
    static void print(PrintStream err, String line, Throwable cause, boolean debug) {
        err.println(line);
        if (debug) {
            cause.printStackTrace(err);
        }
    }
}
