package org.jfio.fleet;

import java.util.Map;
import java.util.Optional;

import org.jfio.spi.JfioException;

/**
 * Which of the ranks of a many-host run this process is: its {@code index} (0 to
 * {@code count - 1}) and how many ranks run the job. Read from the environment of the scheduler
 * that started the process ({@link #detect}), or given as {@code --rank=i/n} ({@link #parse}).
 * Job files read it as {@code $rank} and {@code $ranks}. Immutable and thread-safe.
 *
 * @param index  this rank, from 0
 * @param count  the number of ranks, at least 1
 * @param source where the rank came from: {@code --rank}, or the variable read (e.g. {@code SLURM_PROCID})
 */
public record Rank(int index, int count, String source) {
    /** A run on its own: rank 0 of 1. */
    public static final Rank SINGLE = new Rank(0, 1, "single");

    /** Kubernetes Indexed Jobs' index of the pod; the count comes from {@value #RANKS_VARIABLE}. */
    public static final String K8S_INDEX = "JOB_COMPLETION_INDEX";
    /** The number of ranks where the scheduler gives only the index (Kubernetes); {@code jfio k8s} manifests set it. */
    public static final String RANKS_VARIABLE = "JFIO_RANKS";

    /** The schedulers' variables, in the order they are tried: {index, count}. */
    private static final String[][] SCHEDULERS = {
        {"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"}, // Open MPI's mpirun
        {"PMI_RANK", "PMI_SIZE"},                         // MPICH/Hydra, Intel MPI, srun --mpi=pmi2
        {"SLURM_PROCID", "SLURM_NTASKS"},                 // srun
        {K8S_INDEX, RANKS_VARIABLE},                      // Kubernetes Indexed Job
    };

    /** Checks the range. */
    public Rank {
        if (count < 1 || index < 0 || index >= count) {
            throw new JfioException("rank " + index + "/" + count + " (" + source + "): the rank must be 0 to ranks-1"
                    + " and ranks at least 1");
        }
    }

    /**
     * @param text {@code i/n}: rank {@code i} of {@code n}, e.g. {@code 2/4}
     * @return the rank
     * @throws JfioException one line when the text is not {@code i/n} with {@code 0 <= i < n}
     */
    public static Rank parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new JfioException("--rank=" + text + ": write the rank and the number of ranks as i/n, e.g. --rank=0/4");
        }
        return new Rank(number("--rank=" + text, text.substring(0, slash)),
                number("--rank=" + text, text.substring(slash + 1)), "--rank");
    }

    /**
     * Reads the rank from a scheduler's environment: Open MPI ({@code OMPI_COMM_WORLD_RANK},
     * {@code OMPI_COMM_WORLD_SIZE}), PMI ({@code PMI_RANK}, {@code PMI_SIZE}), Slurm
     * ({@code SLURM_PROCID}, {@code SLURM_NTASKS}), Kubernetes Indexed Jobs
     * ({@code JOB_COMPLETION_INDEX}, with the count in {@code JFIO_RANKS}), the first found.
     *
     * @param env the environment (e.g. {@link System#getenv()})
     * @return the rank, or empty when no scheduler variable is set
     * @throws JfioException one line when a scheduler's index is set but not a number, or its count is missing
     */
    public static Optional<Rank> detect(Map<String, String> env) {
        for (String[] s : SCHEDULERS) {
            String index = env.get(s[0]);
            if (index == null || index.isBlank()) {
                continue;
            }
            String count = env.get(s[1]);
            if (count == null || count.isBlank()) {
                throw new JfioException(s[0] + "=" + index + " is set but not " + s[1]
                        + ": set " + s[1] + " to the number of ranks, or pass --rank=i/n");
            }
            return Optional.of(new Rank(number(s[0] + "=" + index, index), number(s[1] + "=" + count, count), s[0]));
        }
        return Optional.empty();
    }

    /** @return {@code i/n} */
    @Override
    public String toString() {
        return index + "/" + count;
    }

    private static int number(String what, String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new JfioException(what + ": '" + text + "' is not a whole number", e);
        }
    }
}
