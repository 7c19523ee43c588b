/**
 * jfio as a library: run fio jobs from Java and read what they measured as data. This package
 * is the facade ({@link org.jfio.api.JobRunner}, {@link org.jfio.api.Preflight},
 * {@link org.jfio.api.EngineRegistry}, {@link org.jfio.api.RunListener}); the jobs are
 * {@link org.jfio.job.JobPlan}s, the results live in {@link org.jfio.result}, fio's output
 * formats in {@link org.jfio.report}, and the contract for writing an engine in
 * {@link org.jfio.spi}. Every example below is run by jfio's tests ({@code UserGuideTest}).
 *
 * <h2>Run a job from code</h2>
 * {@snippet lang=java :
 * Path file = dir.resolve("jfio-guide.dat");
 * JobSpec job = JobSpec.builder("randread")
 *         .rw(ReadWrite.RANDREAD).set("bs", 4096).set("size", 4L << 20)
 *         .set("filename", file.toString()).set("ioengine", "psync")
 *         .build();
 * RunResult result = JobRunner.of(JobPlan.of(job)).run();
 * DirectionResult reads = result.job("randread").direction(DataDirection.READ);
 * String line = String.format("%.0f IOPS, p99 %s", reads.iops(), reads.clat().fioPercentile(99));
 * }
 * As in fio, a file that does not exist or is too short is laid out first (written to its
 * {@code size}), and stays after the run unless {@code unlink} is set. {@link
 * org.jfio.api.JobRunner#run()} blocks the calling thread while one platform thread per job
 * clone ({@code numjobs}) does the I/O, and returns when every job has ended. Use a new runner
 * for each run.
 *
 * <h2>From fio arguments or a job file</h2>
 * The same plans the {@code jfio} command runs, read by the same parsers:
 * {@snippet lang=java :
 * JobPlan fromArgs = JobPlan.fromFioArgs(List.of(
 *         "--name=seqwrite", "--rw=write", "--bs=1m", "--size=64m", "--filename=" + file));
 * JobPlan fromFile = JobPlan.fromJobFile(jobFile);
 * JobPlan fromText = JobPlan.fromJobText("""
 *         [global]
 *         ioengine=null
 *         size=1g
 *         [r]
 *         rw=randread
 *         """);
 * }
 * Options are fio 3.33's ({@code jfio --cmdhelp} lists them), with the options of every engine
 * on the class or module path; pass engines to {@code fromFioArgs(args, engines)} to read the
 * options of engines of your own. Bad input throws {@link org.jfio.spi.JfioException} with one
 * line naming the option and value ({@code job text:3: bs=4q: invalid size (unknown suffix 'q')}).
 *
 * <h2>Read results by job name</h2>
 * {@snippet lang=java :
 * JobResult job = result.job("randread");             // what the reports print for the job
 * DirectionResult r = job.direction(DataDirection.READ);
 * long ios = r.ios();                                  // completed reads
 * long bytesPerSec = r.bwBytesPerSec();                // fio's bw_bytes
 * Duration runtime = r.runtime();                      // fio's runtime
 * Duration p99 = r.clat().fioPercentile(99);           // fio's clat_ns percentile 99.000000
 * Duration p99exact = r.clat().percentile(99);         // HdrHistogram, 3 significant digits
 * List<Long> perClone = new ArrayList<>();
 * for (JobResult clone : result.jobs("randread")) {    // each clone's own result
 *     perClone.add(clone.direction(DataDirection.READ).ios());
 * }
 * }
 * {@link org.jfio.result.RunResult#job(String)} is the one result the reports print for a job:
 * its clone's, or under {@code group_reporting} the merged result of its whole group (named
 * after the group's first job). It throws {@link java.util.NoSuchElementException} for a name
 * the plan does not have (listing the names) or a job without a result of its own (merged into
 * an earlier job's, {@code stats=0}), and {@link IllegalArgumentException} when several results
 * carry the name ({@code numjobs} above 1 without {@code group_reporting}).
 * {@link org.jfio.result.RunResult#jobs(String)} always gives every clone's own result.
 * Figures keep fio's units, as its JSON does: bytes, ms ({@code ...Ms}), latencies in ns
 * ({@code ...Ns}, fio's {@code clat_ns}), bandwidth samples in KiB/s, with {@code Duration}
 * accessors beside them; {@link org.jfio.result} maps each to its fio JSON key.
 *
 * <h2>Listen to progress</h2>
 * {@snippet lang=java :
 * List<String> finished = Collections.synchronizedList(new ArrayList<>());
 * CountDownLatch started = new CountDownLatch(1);
 * JobRunner runner = JobRunner.of(plan).listener(new RunListener() {
 *     @Override
 *     public void jobStarted(String job, int clone) { // on the job's own thread
 *         started.countDown();
 *     }
 *
 *     @Override
 *     public void jobFinished(JobResult r) {
 *         finished.add(r.name());
 *     }
 * });
 * ExecutorService executor = Executors.newSingleThreadExecutor();
 * Future<RunResult> running = executor.submit(runner::run);
 * started.await();                                     // its measured I/O has begun
 * RunProgress now = runner.progress();                 // any thread, no lock, no effect on the I/O
 * long readsSoFar = now.jobs().get(0).ios(DataDirection.READ);
 * RunResult soFar = runner.currentResult(Duration.ofMillis(500));   // full statistics so far
 * runner.stop();                                       // jobs stop at their next I/O
 * RunResult partial = running.get();                   // partial.interrupted() is true
 * executor.shutdown();
 * }
 * A {@link org.jfio.api.RunListener} hears notices ({@code Laying out IO file ...}), preflight
 * warnings, the progress of each layout ({@link org.jfio.api.RunListener#layoutProgress}), and
 * each clone's start and end, on the job threads: it must be thread-safe and quick.
 * {@link org.jfio.api.JobRunner#layoutProgress()} gives the latest layout reading from any thread. {@link org.jfio.api.JobRunner#progress()} reads counters the I/O threads publish (what a
 * status line needs); {@link org.jfio.api.JobRunner#currentResult(java.time.Duration)} has each
 * clone copy its statistics between two I/Os (what fio's {@code --status-interval} prints).
 *
 * <h2>Preflight</h2>
 * {@snippet lang=java :
 * PreflightReport before = JobRunner.of(plan).preflight();   // throws JfioException on the first error
 * List<String> warnings = new ArrayList<>();
 * for (Finding f : before.warnings()) {
 *     warnings.add(f.line());                          // "subject: message; fix: ..."
 * }
 * PreflightReport full = Preflight.of(plan).paths(List.of(dir)).report();   // jfio check
 * boolean ok = !full.hasErrors();
 * }
 * Before anything is written, {@code run} checks what would go wrong: a mounted block device
 * written without {@code allow_mounted_write=1} (also the image file of a mounted loop device, the
 * lower device of a mounted loop stack, a device another program holds open exclusively), O_DIRECT
 * refused or misaligned, not enough space for the layout or for sparse writes, a read-only mount,
 * an {@code iodepth} above the engine's {@link org.jfio.spi.IoEngineProvider#maxIodepth()}, a plan
 * whose statistics (heap) or I/O buffers ({@code bs x iodepth x numjobs}, off-heap) cannot fit in
 * memory; errors throw, warnings (an asynchronous engine
 * without {@code direct=1}, a buffered working set that fits in RAM, ...) go to the listener and
 * into {@link org.jfio.result.RunResult#warnings()}. {@link org.jfio.api.Preflight} is the full
 * report of {@code jfio check}, findings that are fine included.
 *
 * <h2>Choose engines</h2>
 * {@snippet lang=java :
 * EngineRegistry installed = EngineRegistry.load();    // built-in engines and engine modules found
 * List<String> unavailable = new ArrayList<>();
 * for (IoEngineProvider p : installed.providers()) {
 *     Availability a = p.availability();
 *     if (!a.available()) {
 *         unavailable.add(p.name() + ": " + a.reason() + "; fix: " + a.fix());
 *     }
 * }
 * EngineRegistry mine = EngineRegistry.of(List.of(new MyEngineProvider()));
 * RunResult result = JobRunner.of(plan).engines(mine).run();
 * }
 * A job names its engine with {@code ioengine=} (default {@code psync}). jfio-core has
 * {@code null}, {@code sync}, {@code psync}, {@code vsync}, {@code pvsync}, {@code pvsync2},
 * {@code mmap} and {@code nio}; {@code org.jfio:jfio-engines-aio} adds {@code libaio} and
 * {@code posixaio}, {@code org.jfio:jfio-engines-uring} adds {@code io_uring}. They are found
 * with {@link java.util.ServiceLoader}, so putting the jar on the class or module path is all it
 * takes; a job naming one whose jar is missing fails with {@code ioengine=libaio is in
 * org.jfio:jfio-engines-aio; add it to the class path}. {@link
 * org.jfio.api.EngineRegistry#load(ClassLoader)} also searches a plug-in jar's class loader. The
 * native engines need native access: {@code --enable-native-access=ALL-UNNAMED} on the class
 * path, {@code --enable-native-access=org.jfio.nativeheaders} on the module path. An engine that
 * cannot run here (library missing, kernel too old) says why in its
 * {@link org.jfio.spi.Availability}, and a job using it fails before it starts.
 *
 * <h2>Reports</h2>
 * {@snippet lang=java :
 * ReportWriter json = ReportFormats.builtin().find("json").orElseThrow().writer(ReportSettings.defaults());
 * json.write(result, out);                             // fio 3.33's JSON document, UTF-8
 * }
 * {@link org.jfio.report.ReportFormats} holds fio's {@code --output-format}s: {@code normal},
 * {@code json}, {@code json+}, {@code terse} (versions 2 to 5).
 *
 * <h2>Threads</h2>
 * {@link org.jfio.api.JobRunner}: configure it on one thread; then {@code run} blocks that thread,
 * while {@code progress}, {@code currentResult} and {@code stop} may be called from any other.
 * {@link org.jfio.api.EngineRegistry}, plans, results and report writers are immutable and
 * thread-safe. Listeners are called from job threads. I/O threads are platform threads, one per
 * clone, and nothing on their per-I/O path allocates, locks or logs.
 *
 * <h2>Errors</h2>
 * {@snippet lang=java :
 * try {
 *     RunResult r = JobRunner.of(plan).engines(engines).run();
 *     for (GroupResult g : r.groups()) {
 *         for (JobResult j : g.jobs()) {
 *             if (j.error() != 0) {                    // an I/O failed: errno in error()
 *                 errors.add(j.name() + ": " + j.errorMessage());
 *             }
 *         }
 *     }
 * } catch (NativeCallException e) {                    // a system call failed while setting up
 *     errors.add(e.call() + " failed with " + e.errnoName() + " (errno " + e.errno() + ")");
 * } catch (JfioException e) {                          // bad input, unavailable engine, preflight error
 *     errors.add(e.getMessage());
 * }
 * }
 * {@link org.jfio.spi.JfioException} carries one line meant for a user (the {@code jfio} command
 * prints it as is): bad options, an unknown or unavailable engine, a preflight error, a file that
 * cannot be opened or laid out. {@link org.jfio.spi.NativeCallException}, a subclass, adds the
 * call and its errno ({@code w: open(/data/f, O_RDWR|O_DIRECT): EINVAL (Invalid argument); hint:
 * ...}). A failed I/O does not throw: the job stops (or goes on, with {@code continue_on_error})
 * and its result carries the errno and message, as fio's {@code err=}.
 */
package org.jfio.api;
