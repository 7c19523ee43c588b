/**
 * Many hosts, one run: a process's {@link org.jfio.fleet.Rank} read from the scheduler that
 * started it (Slurm, Kubernetes Indexed Jobs, MPI launchers, or {@code --rank=i/n}), and the
 * shared start of the ranks' measured windows: a wall-clock time ({@link org.jfio.fleet.StartAt},
 * {@code --start-at}) or a barrier in a shared directory ({@link org.jfio.fleet.StartBarrier},
 * {@code --barrier-dir}). No protocol of jfio's own: the ranks meet through the clock or the file
 * system, and {@code jfio merge} combines their results afterwards. Depends on nothing of core
 * but {@link org.jfio.spi.JfioException}.
 */
package org.jfio.fleet;
