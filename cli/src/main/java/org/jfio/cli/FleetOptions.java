package org.jfio.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.ToLongFunction;

import org.jfio.fleet.HostName;
import org.jfio.fleet.Rank;
import org.jfio.fleet.StartAt;
import org.jfio.fleet.StartBarrier;
import org.jfio.spi.JfioException;

import picocli.CommandLine.Option;

/**
 * The flags of a many-host run, as a picocli mixin of {@link CliOptions}: {@code --rank},
 * {@code --start-at}, {@code --barrier-dir}, {@code --barrier-timeout}. {@link #settings(Map)}
 * reads the rank from them or from the scheduler's environment ({@link Rank#detect}) and checks
 * the start flags before anything is laid out.
 */
final class FleetOptions {
    @Option(names = "--rank", paramLabel = "I/N",
            description = "This process's rank I of N ranks ($rank, $ranks in job options; %%r in --output). "
                    + "Default: from Slurm, MPI or a Kubernetes Indexed Job, else 0/1.")
    String rank;

    @Option(names = "--start-at", paramLabel = "EPOCH|+D",
            description = "Start the measured window, once the files are laid out, at EPOCH (seconds since the epoch) "
                    + "or at the next wall-clock multiple of D (+30s) at least D/2 ahead.")
    String startAt;

    @Option(names = "--barrier-dir", paramLabel = "DIR",
            description = "Meet the other ranks in DIR (a directory they all see) once the files are laid out; "
                    + "all start their measured windows at the same time. One file per rank, removed after.")
    String barrierDir;

    @Option(names = "--barrier-timeout", paramLabel = "SECONDS",
            description = "Longest wait at --barrier-dir for the other ranks (default 120).")
    String barrierTimeout;

    /**
     * The checked flags.
     *
     * @param rank this process's rank (rank 0 of 1 when neither the flag nor a scheduler gives one)
     * @param ranked true when the rank came from the flag or a scheduler: the JSON then names the
     *               host and rank and carries the data {@code jfio merge} needs
     * @param gate   the start wait, or null for none
     * @param barrier the barrier, or null (closed after the run: removes this rank's file)
     */
    record Settings(Rank rank, boolean ranked, ToLongFunction<BooleanSupplier> gate, StartBarrier barrier) {
        /** @return the output file with {@code %r} replaced by the rank (null stays null) */
        String output(String output) {
            return output == null ? null : output.replace("%r", Integer.toString(rank.index()));
        }
    }

    /**
     * @param command the subcommand given (e.g. {@code merge})
     * @throws JfioException one line when a many-host flag is given to a subcommand that does not run the jobs
     */
    void refuseFor(String command) {
        String flag = rank != null ? "--rank" : startAt != null ? "--start-at" : barrierDir != null ? "--barrier-dir"
                : barrierTimeout != null ? "--barrier-timeout" : null;
        if (flag != null) {
            throw new JfioException(command + ": " + flag + " belongs to a run of the jobs (jfio [flags] job.fio), not to jfio "
                    + command);
        }
    }

    /**
     * @param env the environment the scheduler set
     * @return the checked settings
     * @throws JfioException one line for a bad value, both start flags, or a barrier directory that cannot be used
     */
    Settings settings(Map<String, String> env) {
        Rank r = rank != null ? Rank.parse(rank) : Rank.detect(env).orElse(null);
        boolean ranked = r != null;
        Rank rk = ranked ? r : Rank.SINGLE;
        if (startAt != null && barrierDir != null) {
            throw new JfioException("--start-at and --barrier-dir both give the start: use one");
        }
        if (barrierTimeout != null && barrierDir == null) {
            throw new JfioException("--barrier-timeout needs --barrier-dir");
        }
        if (startAt != null) {
            StartAt at = StartAt.parse(startAt);
            long target = at.startEpochMs(System.currentTimeMillis());
            return new Settings(rk, ranked, stop -> target, null);
        }
        if (barrierDir != null) {
            StartBarrier b = new StartBarrier(Path.of(barrierDir), rk, runName(env), timeoutMs(), HostName.local());
            b.check();
            return new Settings(rk, ranked, b::await, b);
        }
        return new Settings(rk, ranked, null, null);
    }

    /** @return the run's name in the barrier files: the scheduler's job id where there is one, so runs sharing a directory do not meet */
    private static String runName(Map<String, String> env) {
        String slurm = env.get("SLURM_JOB_ID");
        if (slurm != null && !slurm.isBlank()) {
            String step = env.getOrDefault("SLURM_STEP_ID", "0");
            return "jfio-" + slurm.strip() + "." + step.strip();
        }
        String k8s = env.get("JFIO_RUN");
        return k8s != null && !k8s.isBlank() ? "jfio-" + k8s.strip() : "jfio";
    }

    private long timeoutMs() {
        if (barrierTimeout == null) {
            return StartBarrier.DEFAULT_TIMEOUT_MS;
        }
        try {
            double s = Double.parseDouble(barrierTimeout.strip());
            if (!(s > 0) || s > 86_400) {
                throw new NumberFormatException();
            }
            return Math.round(s * 1000);
        } catch (NumberFormatException e) {
            throw new JfioException("--barrier-timeout=" + barrierTimeout + ": give seconds, above 0 and at most a day", e);
        }
    }
}
