package org.jfio.job;

import org.jfio.spi.option.JobOption;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.JfioException;

/**
 * Checks a plan against this machine before anything runs, reading only (nothing is created or
 * written): every job's {@code ioengine} exists and is available here; no {@code filename} (or
 * {@code write_iolog}) is a directory; a job without {@code size} only uses files that exist with
 * a size (fio: "you need to specify size="), or that a job before it in the plan lays out (fio sets
 * the jobs up in order before any starts); under {@code --readonly}, nothing would be written
 * ({@link #checkReadOnly}); a {@code verify_only} job's files exist and are laid out
 * ({@link #checkVerifyOnly}). The deeper preflight (O_DIRECT alignment, free space, mounted devices)
 * runs with the run ({@link org.jfio.api.JobRunner#preflight()}); {@code jfio check} reports these
 * checks' failures as its {@code job} findings.
 *
 * <p>File names are resolved as the run does: relative to {@code directory} when one is set,
 * else to the working directory; without {@code filename}, each clone uses {@code nrfiles} names
 * made from {@code filename_format} ({@code $jobname.$jobnum.$filenum}). Stateless and thread-safe.
 */
public final class PlanChecks {

    private PlanChecks() {
    }

    /**
     * Runs {@link #checkEngines}, {@link #checkFiles}, the verify checks, then the steady-state and
     * SLO rules (the same steady-state options within a reporting group, gates the job can meet).
     *
     * @throws JfioException with one line naming the job, the option and the problem
     */
    public static void check(JobPlan plan, JobEngines engines) {
        checkEngines(plan, engines);
        checkFiles(plan, engines);
        checkVerifyOnly(plan, engines);
        checkVerifyMemory(plan, Runtime.getRuntime().maxMemory());
        GoalChecks.check(plan);
        GoalChecks.checkEngines(plan, engines);
    }

    /**
     * Verification keeps, per clone, 16 bytes per written block of its region (24 with a
     * journal): a plan whose tables would take more than half of the heap is refused before
     * anything is laid out, with the heap to ask for.
     *
     * @param maxHeapBytes the JVM's heap limit ({@link Runtime#maxMemory()})
     * @throws JfioException naming the job, the bytes needed and the fix
     */
    public static void checkVerifyMemory(JobPlan plan, long maxHeapBytes) {
        long need = 0;
        String first = null;
        for (JobSpec job : plan.jobs()) {
            if (!job.verify().active() || job.verify().experimental() || job.region().sizeBytes() <= 0) {
                continue;
            }
            long granules = job.region().sizeBytes() / VerifyOptions.granule(job.blocks()) + 1;
            need += granules * (job.verify().journal().isEmpty() ? 16 : 24) * job.numjobs();
            first = first == null ? job.name() : first;
        }
        if (need > maxHeapBytes / 2) {
            throw new JfioException(first + ": verify keeps 16 bytes per written block (24 with verify_journal): "
                    + (need >> 20) + " MiB for this plan, more than half of jfio's " + (maxHeapBytes >> 20)
                    + " MiB heap; give it more (JFIO_JAVA_OPTS=-Xmx" + ((2 * need >> 30) + 1)
                    + "g) or verify a smaller size or with larger blocks");
        }
    }

    /** {@link #check(JobPlan, JobEngines)} with the engines looked up here. */
    public static void check(JobPlan plan, EngineLookup engines) {
        check(plan, JobEngines.resolve(plan, engines));
    }

    /**
     * @throws JfioException when a job's engine is unknown (listing the known ones), not
     *                       available here (with the reason and the fix), cannot do the job's
     *                       {@code direct=1} ({@link EngineCapability#BUFFERED_ONLY}, with the engine's
     *                       {@link org.jfio.spi.IoEngineProvider#directIoFix()}); an engine option of another
     *                       engine is refused by the parser
     */
    public static void checkEngines(JobPlan plan, EngineLookup engines) {
        checkEngines(plan, JobEngines.resolve(plan, engines));
    }

    /** {@link #checkEngines(JobPlan, EngineLookup)} on engines already resolved. */
    public static void checkEngines(JobPlan plan, JobEngines engines) {
        for (int i = 0; i < plan.jobs().size(); i++) {
            JobSpec job = plan.jobs().get(i);
            org.jfio.spi.IoEngineProvider p = engines.require(i);
            if (job.io().direct() && p.capabilities().contains(EngineCapability.BUFFERED_ONLY)) {
                throw new JfioException(job.name() + ": ioengine=" + p.name() + " does not support direct=1 (O_DIRECT); "
                        + p.directIoFix());
            }
            if (job.files().createOnOpen() && !p.capabilities().contains(EngineCapability.DISKLESS)) {
                throw new JfioException(job.name() + ": create_on_open=1: not supported by jfio with ioengine=" + p.name()
                        + ": jfio creates and lays out the job's files before it starts (only a diskless engine, such as"
                        + " filecreate, creates its files with its own I/O)");
            }
            int files = job.files().filenames().isEmpty() ? job.files().nrfiles() : job.files().filenames().size();
            if (job.files().openfiles() > 0 && job.files().openfiles() < files
                    && !p.capabilities().contains(EngineCapability.DISKLESS)) {
                throw new JfioException(job.name() + ": openfiles=" + job.files().openfiles() + ": not supported by jfio with"
                        + " ioengine=" + p.name() + ": jfio keeps every file of a job open for the whole run (" + files
                        + " here); drop openfiles");
            }
            if (!p.capabilities().contains(EngineCapability.PER_IO_PRIORITY)) {
                refuseCmdprio(job, p.name());
            }
            if (job.rw().hasTrims() && !p.capabilities().contains(EngineCapability.TRIM)) {
                throw new JfioException(job.name() + ": ioengine=" + p.name() + " cannot trim (rw=" + job.rw().fioName()
                        + "): pick an engine that trims (jfio --enghelp)");
            }
        }
    }

    /** fio's per-I/O priority options belong to its engines that carry them ({@link EngineCapability#PER_IO_PRIORITY}): refused on others. */
    private static void refuseCmdprio(JobSpec job, String engine) {
        String option = null;
        for (String o : List.of("cmdprio_percentage", "cmdprio_bssplit", "cmdprio_class", "cmdprio")) {
            option = option == null && job.options().containsKey(o) ? o : option;
        }
        CpuPlacement c = job.cpus();
        if (option == null) { // set without being recorded (a program's JobSpec.Builder#set): by value
            option = !c.cmdprioBssplit().isEmpty() ? "cmdprio_bssplit" : c.cmdprio() ? "cmdprio_percentage"
                    : !c.cmdprioClass().isZero() ? "cmdprio_class"
                    : !c.cmdprioLevel().isZero() ? "cmdprio" : null;
        }
        if (option != null) {
            throw new JfioException(job.name() + ": option " + option + " is not an option of ioengine=" + engine
                    + " (it sets no per-I/O priorities; see jfio --enghelp)");
        }
    }

    /**
     * @throws JfioException when a {@code filename} or {@code write_iolog} is a directory, a job without
     *                       {@code size} names a file that does not exist or is empty, or a file
     *                       is missing and {@code allow_file_create=0}
     */
    public static void checkFiles(JobPlan plan) {
        checkFiles(plan, null);
    }

    /**
     * As {@link #checkFiles(JobPlan)}; a job whose engine moves no data
     * ({@link org.jfio.spi.EngineCapability#NO_IO}, as cpuio) needs no size.
     *
     * @param engines the jobs' engines, or null when they are not known yet
     */
    public static void checkFiles(JobPlan plan, JobEngines engines) {
        // files a job before lays out (fio sets every job up, in order, before any starts): they exist for the next
        Set<Path> laidOut = new HashSet<>();
        for (int i = 0; i < plan.jobs().size(); i++) {
            JobSpec job = plan.jobs().get(i);
            boolean diskless = engines != null && engines.diskless(i);
            boolean sizeFree = diskless && engines.noIo(i);
            for (String f : job.files().filenames()) {
                Path p = resolve(job, f);
                if (Files.isDirectory(p)) {
                    throw new JfioException(job.name() + ": filename=" + f
                            + " is a directory; give a file or device (or use directory=" + f + ")");
                }
            }
            ZonedDevices.check(job, files(job));
            if (job.region().sizeBytes() < 0 && !sizeFree) { // no size, or size=N% of the existing files
                checkSizeKnown(job, laidOut);
            }
            if (job.files().writeIolog() != null && Files.isDirectory(Path.of(job.files().writeIolog()))) {
                throw new JfioException(job.name() + ": write_iolog=" + job.files().writeIolog() + " is a directory; give a file name");
            }
            if (!job.files().allowFileCreate()) {
                for (Path p : files(job)) {
                    if (!Files.exists(p) && !laidOut.contains(p.toAbsolutePath().normalize())) {
                        throw new JfioException(job.name() + ": " + p
                                + " does not exist and allow_file_create=0 forbids creating it");
                    }
                }
            }
            if (!diskless && (job.region().sizeBytes() > 0 || job.region().fileSizeMinBytes() > 0)) {
                for (Path p : files(job)) {
                    laidOut.add(p.toAbsolutePath().normalize());
                }
            }
        }
    }

    /**
     * fio's {@code --readonly}: a safety net against writing by mistake. Refuses, before anything
     * runs, a job that writes or trims, and a read job whose file would have to be created or
     * extended (laid out) first, as fio refuses to extend a file in read-only mode (engines that
     * touch no file, such as {@code null}, lay nothing out).
     *
     * @param engines where the jobs' engines are looked up (unknown ones are left to {@link #checkEngines})
     * @throws JfioException naming the job and what it would have written
     */
    public static void checkReadOnly(JobPlan plan, EngineLookup engines) {
        checkReadOnly(plan, JobEngines.resolve(plan, engines));
    }

    /** {@link #checkReadOnly(JobPlan, EngineLookup)} on engines already resolved. */
    public static void checkReadOnly(JobPlan plan, JobEngines engines) {
        for (int i = 0; i < plan.jobs().size(); i++) {
            JobSpec job = plan.jobs().get(i);
            ReadWrite written = job.replay().active() ? job.replay().configuredRw() : null;
            if (written != null && (written.hasWrites() || written.hasTrims())) {
                // fio checks the rw= written, before its replay takes the directions from the log
                throw new JfioException(job.name() + ": rw=" + written.fioName()
                        + " writes or trims, but --readonly allows only reads");
            }
            if (job.replay().active() && job.rw().hasWrites()) {
                throw new JfioException(job.name() + ": read_iolog=" + String.join(":", job.replay().readIolog())
                        + " replays writes, but --readonly allows only reads; parse the plan in read-only mode"
                        + " (ArgvParser#readOnly, or the job option readonly=1) to replay the log's reads and skip its"
                        + " writes, as fio's --readonly does");
            }
            if (job.rw().hasWrites() || job.rw().hasTrims()) {
                throw new JfioException(job.name() + ": rw=" + job.rw().fioName()
                        + " writes or trims, but --readonly allows only reads");
            }
            boolean diskless = engines.diskless(i);
            if (job.region().sizeBytes() < 0 || diskless) {
                continue;
            }
            requireLaidOut(job, "--readonly forbids creating it", "--readonly forbids extending it");
        }
    }

    /**
     * {@code verify_only=1}: the job checks what an earlier run wrote and writes nothing, so its
     * files must exist and be long enough (they are never created or extended for it).
     *
     * @throws JfioException naming the job, the file and what is missing
     */
    public static void checkVerifyOnly(JobPlan plan, JobEngines engines) {
        for (int i = 0; i < plan.jobs().size(); i++) {
            JobSpec job = plan.jobs().get(i);
            String j = job.verify().journal();
            if (!j.isEmpty()) {
                for (Path f : files(job)) {
                    if (f.toAbsolutePath().normalize().equals(Path.of(j).toAbsolutePath().normalize())) {
                        throw new JfioException(job.name() + ": verify_journal=" + j + " is the job's own data file; give the journal another name");
                    }
                }
            }
            if (!job.verify().verifyOnly() || !job.verify().active() || engines.diskless(i) || job.region().sizeBytes() < 0) {
                continue;
            }
            requireLaidOut(job, "verify_only=1 checks what an earlier run wrote there and writes nothing",
                    "verify_only=1 does not extend it");
            String journal = job.verify().journal();
            if (journal != null && !journal.isEmpty()) {
                for (int clone = 0; clone < job.numjobs(); clone++) {
                    Path p = Path.of(job.numjobs() > 1 ? journal + "." + clone : journal);
                    if (!Files.isRegularFile(p)) {
                        throw new JfioException(job.name() + ": verify_journal=" + p
                                + ": no such file (a run with verify_journal= and without verify_only writes it)");
                    }
                }
            }
        }
    }

    private static void requireLaidOut(JobSpec job, String missing, String shortFile) {
        if (job.files().filenames().isEmpty()) {
            for (int clone = 0; clone < job.numjobs(); clone++) {
                long end = job.region().offsetBytes() + clone * job.region().offsetIncrementBytes() + job.region().sizeBytes() / job.files().nrfiles();
                for (int f = 0; f < job.files().nrfiles(); f++) {
                    checkLaidOut(job, resolve(job, job.generatedFilename(clone, f)), end, missing, shortFile);
                }
            }
        } else {
            long end = job.region().offsetBytes() + (job.numjobs() - 1) * job.region().offsetIncrementBytes()
                    + job.region().sizeBytes() / job.files().filenames().size();
            for (String f : job.files().filenames()) {
                checkLaidOut(job, resolve(job, f), end, missing, shortFile);
            }
        }
    }

    private static void checkLaidOut(JobSpec job, Path p, long end, String missing, String shortFile) {
        long length = regularFileLength(p);
        if (length < 0) {
            throw new JfioException(job.name() + ": " + p + " does not exist, and " + missing);
        }
        if (length < end) {
            throw new JfioException(job.name() + ": " + p + " holds " + length + " bytes, the job reads up to "
                    + end + ", and " + shortFile);
        }
    }

    /** @return the length of a regular file, -1 when missing, MAX_VALUE for anything else (a device) */
    private static long regularFileLength(Path p) {
        if (!Files.exists(p)) {
            return -1;
        }
        try {
            return Files.isRegularFile(p) ? Files.size(p) : Long.MAX_VALUE;
        } catch (IOException e) {
            return Long.MAX_VALUE;
        }
    }

    private static void checkSizeKnown(JobSpec job, Set<Path> laidOut) {
        if (job.region().fileSizeMinBytes() > 0 && !job.region().fileSizeIsRange()) {
            return; // filesize gives every file its length (size=N% is a share of it)
        }
        for (Path p : files(job)) {
            String problem = laidOut.contains(p.toAbsolutePath().normalize()) ? null : sizeProblem(p);
            if (problem != null) {
                throw new JfioException(job.name() + ": you need to specify size= (" + p + " " + problem + ")");
            }
        }
    }

    /** @return why the file cannot give the job its size, or null when it can */
    private static String sizeProblem(Path p) {
        if (!Files.exists(p)) {
            return "does not exist";
        }
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(p)) {
            return null; // a device: its size is found when it is opened
        }
        try {
            return Files.size(p) == 0 ? "is empty" : null;
        } catch (IOException e) {
            return "cannot be read: " + e.getMessage();
        }
    }

    /**
     * Refuses a file jfio would write (a report, a log) that is one of the jobs' own files, which
     * writing it would overwrite.
     *
     * @param file the file to be written
     * @param what how the user named it, e.g. {@code --output=/data/f}
     * @throws JfioException naming the job whose file it is
     */
    public static void checkNotAJobFile(JobPlan plan, Path file, String what) {
        Path target = file.toAbsolutePath().normalize();
        for (JobSpec job : plan.jobs()) {
            for (Path p : files(job)) {
                if (same(target, p.toAbsolutePath().normalize())) {
                    throw new JfioException(what + " is job " + job.name() + "'s file " + p
                            + ": writing the report there would overwrite it; give another file");
                }
            }
        }
    }

    private static boolean same(Path a, Path b) {
        if (a.equals(b)) {
            return true;
        }
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private static List<Path> files(JobSpec job) {
        List<Path> out = new ArrayList<>();
        if (!job.files().filenames().isEmpty()) {
            for (String f : job.files().filenames()) {
                out.add(resolve(job, f));
            }
            return out;
        }
        for (int clone = 0; clone < job.numjobs(); clone++) {
            for (int f = 0; f < job.files().nrfiles(); f++) {
                out.add(resolve(job, job.generatedFilename(clone, f)));
            }
        }
        return out;
    }

    private static Path resolve(JobSpec job, String file) {
        Path p = Path.of(file);
        if (p.isAbsolute() || job.files().directory() == null) {
            return p;
        }
        return Path.of(job.files().directory()).resolve(p);
    }
}
