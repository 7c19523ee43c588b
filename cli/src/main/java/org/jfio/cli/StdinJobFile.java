package org.jfio.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

import org.jfio.job.JobFileParser;
import org.jfio.spi.JfioException;

/**
 * The job file {@code -} (fio's stdin job file), read once and kept, so that both readers of the
 * job files see it: {@link UserEngines#externals} (the {@code ioengine=external:...} lines, found
 * before the jobs are parsed so that the engine's options are known) and the job parser. Stdin can
 * be read only once; without this, the first reader found no engine in a job file that the parser
 * then read. Not thread-safe: one per command.
 */
final class StdinJobFile {
    private final InputStream in;
    private byte[] bytes;

    private StdinJobFile(InputStream in) {
        this.in = Objects.requireNonNull(in, "in");
    }

    /** @return the job file {@code -} of a command reading {@code in} (System.in for jfio) */
    static StdinJobFile of(InputStream in) {
        return new StdinJobFile(in);
    }

    /** @return true when the job arguments name the job file {@code -} */
    static boolean named(List<String> jobArgs) {
        return jobArgs.contains(JobFileParser.STDIN);
    }

    /**
     * @return the {@code external:...} engines the stdin job file's {@code ioengine=} lines name,
     *         read as {@link UserEngines#externalsIn} reads a job file's lines
     * @throws JfioException when stdin cannot be read
     */
    List<String> externals() {
        return UserEngines.externalsIn(List.of(new String(bytes(), StandardCharsets.UTF_8).split("\\R")));
    }

    /** @return the job file's bytes as a new stream, for the job parser ({@code ArgvParser.stdin}) */
    InputStream stream() {
        return new ByteArrayInputStream(bytes());
    }

    private byte[] bytes() {
        if (bytes == null) {
            try {
                bytes = in.readAllBytes();
            } catch (IOException e) {
                throw new JfioException("cannot read the job file from stdin: " + IoReason.of(e), e);
            }
        }
        return bytes;
    }
}
