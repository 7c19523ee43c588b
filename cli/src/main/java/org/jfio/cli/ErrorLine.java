package org.jfio.cli;

import java.io.PrintStream;

/**
 * How a command's failure reaches the user: one line on stderr (a message's line breaks become
 * {@code "; "}), and the stack trace only under {@code --debug}. Shared by the commands so every
 * one says it the same way. Stateless.
 */
final class ErrorLine {
    private ErrorLine() {
    }

    /** @return the message on one line ({@code ""} for none) */
    static String oneLine(String message) {
        return message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", "; ");
    }

    /** Prints {@code line}, then, under {@code --debug}, the stack trace of what caused it. */
    static void print(PrintStream err, String line, Throwable cause, boolean debug) {
        err.println(line);
        if (debug) {
            cause.printStackTrace(err);
        }
    }
}
