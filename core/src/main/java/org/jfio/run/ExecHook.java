package org.jfio.run;

import java.io.IOException;

import org.jfio.job.JobSpec;
import org.jfio.spi.JfioException;

/**
 * Runs a job's {@code exec_prerun} or {@code exec_postrun} command as fio 3.33 does: through
 * {@code /bin/sh -c} with {@code " > JOBNAME.MODE.txt 2>&1"} appended (so the redirection applies
 * to the command's last part, as fio's {@code system(3)} string does), in the working directory,
 * telling the listener fio's {@code JOBNAME : Saving output of MODE in JOBNAME.MODE.txt}. Once per
 * clone, on the clone's thread, outside the I/O.
 */
final class ExecHook {
    private ExecHook() {
    }

    /**
     * Runs the prerun command, when the job has one.
     *
     * @throws JfioException when it cannot be started or exits non-zero (fio then skips the job's
     *                       I/O without a word; jfio says so and fails the job)
     */
    static void prerun(JobSpec spec, RunEvents listener) {
        String cmd = spec.hooks().prerun();
        if (cmd == null) {
            return;
        }
        int status = run(spec, cmd, "prerun", listener);
        if (status != 0) {
            throw new JfioException("exec_prerun=" + cmd + ": exited with status " + status + " (output in "
                    + spec.name() + ".prerun.txt); the job's I/O did not run");
        }
    }

    /** Runs the postrun command, when the job has one; a non-zero exit or no output file is a warning (fio ignores it). */
    static void postrun(JobSpec spec, RunEvents listener) {
        String cmd = spec.hooks().postrun();
        if (cmd == null) {
            return;
        }
        int status;
        try {
            status = run(spec, cmd, "postrun", listener);
        } catch (JfioException e) {
            listener.warning(spec.name() + ": " + e.getMessage());
            return;
        }
        if (status != 0) {
            listener.warning(spec.name() + ": exec_postrun=" + cmd + ": exited with status " + status);
        }
    }

    /**
     * Opens the output file as the shell's {@code >} will (created when missing), so that a file that
     * cannot be created is named as the failure, not blamed on the command (the shell's own message
     * would go nowhere and its exit status 2 would look like the command's).
     *
     * @throws JfioException naming the file and why it cannot be written
     */
    private static void openable(String cmd, String mode, String out) {
        try {
            java.nio.channels.FileChannel.open(java.nio.file.Path.of(out), java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.WRITE).close();
        } catch (IOException | java.nio.file.InvalidPathException e) {
            String why = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : e instanceof java.nio.file.NoSuchFileException ? "no such directory" : e.getMessage();
            throw new JfioException("exec_" + mode + "=" + cmd + ": cannot create its output file "
                    + java.nio.file.Path.of("").toAbsolutePath().resolve(out) + ": " + why
                    + "; the command did not run (fio writes the output of exec_" + mode + " to JOBNAME." + mode + ".txt)", e);
        }
    }

    private static int run(JobSpec spec, String cmd, String mode, RunEvents listener) {
        String out = spec.name() + "." + mode + ".txt";
        listener.notice(spec.name() + " : Saving output of " + mode + " in " + out);
        openable(cmd, mode, out);
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", cmd + " > " + out + " 2>&1")
                .redirectInput(ProcessBuilder.Redirect.INHERIT)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        try {
            return pb.start().waitFor();
        } catch (IOException e) {
            throw new JfioException("exec_" + mode + "=" + cmd + ": /bin/sh could not be started: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JfioException("exec_" + mode + "=" + cmd + ": interrupted", e);
        }
    }
}
