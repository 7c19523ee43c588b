package org.jfio.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import picocli.CommandLine;

/**
 * {@code jfio --help}: picocli's usage message for {@link CliOptions}, rendered once at build
 * time into the resource {@value #RESOURCE} (the {@code process-classes} phase runs
 * {@link #main}) and printed from there. picocli's class files are too old for the JVM's AOT
 * cache, and building its command model costs a few hundred milliseconds of start-up; the text is
 * static (fixed 80-column width, no run-time values), so the pre-rendered copy is the same
 * message. Where the resource is missing (classes run from an IDE without the build step), the
 * message is rendered as before.
 */
final class UsageText {
    static final String RESOURCE = "usage.txt";

    private UsageText() {
    }

    /** @return the usage message as picocli renders it now */
    static String render() {
        return new CommandLine(new CliOptions()).getUsageMessage();
    }

    /** Prints the usage message: the build's rendering when present, else a fresh one. */
    static void print(PrintStream out) {
        try (InputStream in = UsageText.class.getResourceAsStream(RESOURCE)) {
            out.print(in == null ? render() : new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            out.print(render());
        }
    }

    /**
     * The build step: writes the usage message to the file named by {@code args[0]}.
     *
     * @throws IOException when the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        Files.createDirectories(file.getParent());
        Files.writeString(file, render(), StandardCharsets.UTF_8);
    }
}
