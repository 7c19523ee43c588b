package org.jfio.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.verify.VerifyState;

/**
 * Where fio 3.33 keeps its verify state files and when they are read and written: a clone's file
 * is {@code local-<job>-<n>-verify.state} in the working directory ({@code n} its 0-based number
 * in the run, fio's {@code thread_number - 1}), or in jfio's {@code verify_state_dir} (what fio's
 * {@code --aux-path} does). With
 * {@code verify_state_load=1} every clone's file must be there and sound before the run starts
 * ({@link #checkLoadable}); with {@code verify_state_save=1} (fio's default) a clone that wrote
 * with {@code verify=} writes its file when it ends, however it ended (its runtime, a stop, a
 * signal, an error), as fio does at a thread's exit. A {@code verify_only} run leaves the file
 * as the write run left it (fio 3.33 rewrites it there as if the whole pass had been written,
 * and a second {@code verify_only} run then fails).
 *
 * <p>Once per clone, off the I/O path.
 */
final class VerifyStateFiles {
    private VerifyStateFiles() {
    }

    /** @return the state file of the clone numbered {@code index} (0-based in the run) of {@code spec} */
    static Path path(JobSpec spec, int index) {
        String name = VerifyState.fileName(spec.name(), index);
        String dir = spec.verify().stateDir();
        return dir.isEmpty() ? Path.of(name) : Path.of(dir).resolve(name);
    }

    /** @return true when the clone writes its state when it ends */
    static boolean saves(JobSpec spec) {
        return spec.verify().stateSave() && spec.verify().active() && spec.rw().hasWrites() && !spec.verify().verifyOnly();
    }

    /**
     * @param providers each job's engine (a diskless engine reads nothing back: no state needed)
     * @throws JfioException one line naming the job and the file: missing, another version, corrupt; a verify_state_dir that is not a directory
     */
    static void checkLoadable(JobPlan plan, List<IoEngineProvider> providers) {
        int first = 0;
        for (int j = 0; j < plan.jobs().size(); j++) {
            JobSpec spec = plan.jobs().get(j);
            boolean loads = spec.verify().stateLoad() && spec.verify().active()
                    && !providers.get(j).capabilities().contains(EngineCapability.DISKLESS);
            if (loads || saves(spec)) {
                checkDirectory(spec, loads);
            }
            if (loads) {
                for (int c = 0; c < spec.numjobs(); c++) {
                    VerifyState.read(path(spec, first + c), spec.name() + ": verify_state_load=1");
                }
            }
            first += spec.numjobs();
        }
    }

    /** @throws JfioException one line when verify_state_dir is given and is not a directory */
    private static void checkDirectory(JobSpec spec, boolean loads) {
        String dir = spec.verify().stateDir();
        if (dir.isEmpty() || Files.isDirectory(Path.of(dir))) {
            return;
        }
        String use = loads ? "the state files are read from it" : "the state file is written there when the job ends";
        throw new JfioException(spec.name() + ": verify_state_dir=" + dir + ": "
                + (Files.exists(Path.of(dir)) ? "not a directory" : "no such directory") + " (" + use + ")");
    }

    /** @return the clone's saved state, or null when the job does not load one */
    static VerifyState load(JobSpec spec, int index) {
        if (!spec.verify().stateLoad()) {
            return null;
        }
        return VerifyState.read(path(spec, index), spec.name() + ": verify_state_load=1");
    }

    /**
     * Writes the clone's state file.
     *
     * @return null, or a one-line failure to warn about (fio tells it and goes on)
     */
    static String save(VerifyState state, Path file) {
        try {
            state.write(file);
            return null;
        } catch (IOException | RuntimeException e) {
            return state.name() + ": verify_state_save: failed to write the state file " + file + ": " + e.getMessage();
        }
    }
}
