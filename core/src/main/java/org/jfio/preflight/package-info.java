/**
 * The preflight: what jfio reads about this machine and a plan's files before anything is written
 * (internal; the public face is {@link org.jfio.api.Preflight}, {@link org.jfio.api.JobRunner#preflight()},
 * {@link org.jfio.result.PreflightReport} and {@link org.jfio.result.Finding}).
 *
 * <p>Probes, each reading only: {@link org.jfio.preflight.KernelInfo} ({@code uname(2)}),
 * {@link org.jfio.preflight.MemInfo} ({@code /proc/meminfo}),
 * {@link org.jfio.preflight.MountTable} ({@code /proc/self/mountinfo}), {@link org.jfio.preflight.FsSpace}
 * ({@code statfs(2)}), {@link org.jfio.preflight.FileStatus} ({@code statx(2)} with
 * {@code STATX_DIOALIGN}), {@link org.jfio.preflight.SysBlock} and {@link org.jfio.preflight.QueueInfo}
 * ({@code /sys/dev/block}, {@code /sys/block/DEV/queue}, partitions, {@code slaves/} and
 * {@code holders/}), and {@link org.jfio.preflight.DirectIoProbe}, the one that does I/O: an aligned
 * O_DIRECT read of an existing file, or a probe file created, written, read and removed.
 * {@link org.jfio.preflight.Location} gathers them for one path.
 *
 * <p>Engines add their own reading of the machine ({@link org.jfio.spi.IoEngineProvider#systemFindings()}:
 * a kernel switch or version they depend on) and their own availability probe; nothing here names
 * an engine.
 *
 * <p>Checks: {@link org.jfio.preflight.SystemChecks}, {@link org.jfio.preflight.PathChecks},
 * {@link org.jfio.preflight.JobChecks} and {@link org.jfio.preflight.LayoutChecks}, run in that
 * order by {@link org.jfio.preflight.PreflightChecks}. Nothing here is on the per-I/O path: the
 * preflight runs once, before the first job starts.
 */
package org.jfio.preflight;
