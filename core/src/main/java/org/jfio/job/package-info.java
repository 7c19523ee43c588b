/**
 * The fio job model and its parsers: what to run, typed and validated, before anything runs.
 *
 * <h2>From text to a plan</h2>
 * <pre>{@code
 * JobPlan fromFile = new JobFileParser().parse(Path.of("mysql.fio"));
 * JobPlan fromArgs = new ArgvParser().parse(List.of(
 *         "--name=t", "--filename=/tmp/f", "--size=1g", "--rw=randrw", "--bs=16k"));
 * PlanChecks.check(fromArgs, EngineRegistry.load());   // engines exist, sizes known, no writes
 * }</pre>
 * {@link org.jfio.job.JobFileParser} reads INI job files ({@code [global]} sections, comments,
 * {@code ${VAR}}, {@code include}); {@link org.jfio.job.ArgvParser} reads fio's command line
 * ({@code --name=} scoping, job files as positional arguments). Both produce a
 * {@link org.jfio.job.JobPlan} of {@link org.jfio.job.JobSpec}s; no option travels past them as
 * a string (the strings as written are kept only for reports: {@link JobSpec#options()},
 * {@link JobPlan#globalOptions()}).
 *
 * <h2>Records, and options declared once</h2>
 * A {@link JobSpec} is a record: the job's identity (name, {@code rw}, {@code ioengine},
 * {@code numjobs}) and one record per concern ({@link IoType}, {@link BlockSizes},
 * {@link Region}, {@link FileSet}, {@link Depth}, {@link Timing}, {@link CpuPlacement},
 * {@link Randomness}, {@link Rate}, {@link Buffers}, {@link Ordering}, {@link Reporting},
 * {@link ReportOptions}, {@link MeasureOptions}, {@link SafetyOptions}, {@link LogSpec}). Each
 * record lists, next to its components, the {@link org.jfio.spi.option.JobOption} declarations
 * that set them (its {@link org.jfio.spi.option.OptionRecord} schema): name, aliases, value
 * syntax ({@link org.jfio.spi.option.OptionKind}), default, range, allowed values, help, and the
 * component. Its canonical constructor checks the rules that tie its components together.
 * {@link org.jfio.job.OptionTable} gathers the declarations for lookups, "did you mean" and
 * help, with the engines' own ({@link OptionTable#withEngines(EngineLookup)}). Units follow
 * fio 3.33's {@code parse.c} ({@link org.jfio.spi.option.FioUnits}): {@code 4k} = 4096,
 * {@code 4MiB} = 4,000,000, a bare {@code runtime} is seconds.
 *
 * <h2>Workload shape</h2>
 * Options with a structure of their own are parsed into small value types: {@code bssplit} into
 * {@link org.jfio.job.BlockSizeSplit}s per direction, {@code random_distribution} into a
 * {@link org.jfio.job.RandomDistribution} (zipf, pareto, normal, zoned, zoned_abs), and the
 * enumerations {@link org.jfio.job.RandomGeneratorType}, {@link org.jfio.job.RateProcess},
 * {@link org.jfio.job.FileServiceType}, {@link org.jfio.job.FallocateMode},
 * {@link org.jfio.job.ContinueOnError}, {@link org.jfio.job.ThinktimeBlocksType} and
 * {@link org.jfio.job.RwSequencer}. {@link BlockSizes} holds the smallest and largest block
 * size of each direction ({@link BlockSizes#minBytes(org.jfio.spi.DataDirection)},
 * {@link BlockSizes#maxBytes(org.jfio.spi.DataDirection)}); the I/O buffers are sized from
 * {@link JobSpec#maxBlockSizeBytes()}.
 *
 * <h2>Errors</h2>
 * Every problem is an {@link org.jfio.spi.JfioException} with one line naming the option and the
 * value, and the file and line when there is one: {@code job.fio:4: bs=4q: invalid size (unknown
 * suffix 'q')}, {@code unknown option 'blocksz' (did you mean 'blocksize'?)}. Options accepted
 * but not implemented yet ({@link org.jfio.spi.option.OptionSupport#NOT_IMPLEMENTED}) are reported to a
 * warnings sink instead.
 *
 * <h2>Threads</h2>
 * Plans, specs, options and the table are immutable and thread-safe; parsers and builders are
 * one-shot and confined to the thread using them.
 */
package org.jfio.job;
