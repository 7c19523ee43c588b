package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;

/** Test helper: runs a job with {@code write_iolog} and reads the log back. */
final class Iolog {
    /** One line of an iolog that is a request: file, action, offset, length. */
    record Io(String file, String action, long offset, long length) {
        long end() {
            return offset + length;
        }
    }

    final List<String> fileLines = new ArrayList<>();
    /** Each line's time stamp (version 3), microseconds since the log was opened, in order. */
    final List<Long> stampsUs = new ArrayList<>();
    final List<Io> ios = new ArrayList<>();
    final JobResult result;

    private Iolog(Path log, JobResult result) {
        this.result = result;
        List<String> lines;
        try {
            lines = Files.readAllLines(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertEquals(IoLog.HEADER, lines.get(0));
        for (String line : lines.subList(1, lines.size())) {
            String[] all = line.split(" ");
            stampsUs.add(Long.parseLong(all[0]));
            String[] f = java.util.Arrays.copyOfRange(all, 1, all.length);
            if (f.length == 2) {
                fileLines.add(f[0] + " " + f[1]);
            } else {
                assertEquals(4, f.length, line);
                ios.add(new Io(f[0], f[1], Long.parseLong(f[2]), Long.parseLong(f[3])));
            }
        }
    }

    /** Runs {@code spec} (its engine from the default registry) logging to {@code dir/name.log}. */
    static Iolog run(Path dir, JobSpec spec) {
        Path log = dir.resolve(spec.name() + ".log");
        RunResult r = JobRunner.of(JobPlan.of(spec.toBuilder().set("write_iolog", log.toString()).build())).run();
        return new Iolog(log, r.groups().get(0).reported().get(0));
    }

    /** Reads an existing log. */
    static Iolog read(Path log) {
        return new Iolog(log, null);
    }

    /** @return the requests of one action (read, write, ...) */
    List<Io> of(String action) {
        List<Io> out = new ArrayList<>();
        for (Io io : ios) {
            if (io.action().equals(action)) {
                out.add(io);
            }
        }
        return out;
    }
}
