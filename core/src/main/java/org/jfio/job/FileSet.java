package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.FioUnits;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.OptionSupport;

import static org.jfio.spi.option.OptionCategory.FILES;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.FILENAME_LIST;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * The files a job uses and how it treats them (fio's {@code filename}, {@code directory},
 * {@code nrfiles}, {@code file_service_type}, {@code filename_format}, {@code unlink},
 * {@code allow_file_create}, {@code create_fsync}, {@code overwrite}, {@code pre_read},
 * {@code fallocate}, {@code write_iolog}, {@code ioscheduler}). Immutable.
 *
 * @param filenames               files or devices, shared by the clones; empty = generated names
 * @param directory               directory of the job's files, or null for the working directory
 * @param nrfiles                 files per clone when names are generated
 * @param fileServiceType         how the file of each I/O is chosen
 * @param fileServiceNr           I/Os per switch for roundrobin/sequential/random
 * @param fileServiceDistribution the distribution for zipf/pareto/normal file service
 * @param filenameFormat          template of generated names
 * @param unlink                  delete the files jfio created when the job ends
 * @param allowFileCreate         files that do not exist may be created
 * @param createFsync             fsync the files jfio laid out before the job starts ({@code create_fsync})
 * @param overwrite               fill new files with data even when the job only writes
 * @param preRead                 read the files into the page cache before the job
 * @param fallocate               how files laid out without data get their space
 * @param writeIolog              file to write every I/O to (fio iolog v3), or null
 * @param fileAppend              start each regular file's region at its current end ({@code file_append})
 * @param createOnly              lay the files out and end the job without doing I/O ({@code create_only})
 * @param fadviseHint             {@code fadvise_hint}: {@code 0} none, {@code 1} the job's pattern
 *                                (POSIX_FADV_RANDOM or _SEQUENTIAL), {@code random}, {@code sequential}
 * @param lockfile                {@code lockfile}: {@link #LOCK_NONE}, {@link #LOCK_EXCLUSIVE} or {@link #LOCK_READWRITE}
 * @param writeHint               {@code write_hint}: {@code none}, {@code short}, {@code medium}, {@code long},
 *                                {@code extreme}, or null when not set (no hint is set)
 * @param ioscheduler             I/O scheduler to switch the files' disks to before the job, or null
 */
public record FileSet(List<String> filenames, String directory, int nrfiles, FileServiceType fileServiceType,
        int fileServiceNr, RandomDistribution fileServiceDistribution, String filenameFormat, boolean unlink,
        boolean allowFileCreate, boolean createFsync, boolean overwrite, boolean preRead, FallocateMode fallocate,
        String writeIolog, boolean fileAppend, boolean createOnly, String fadviseHint, String lockfile,
        String writeHint, String ioscheduler) {
    /** {@code lockfile=none}: no lock (fio's default). */
    public static final String LOCK_NONE = "none";
    /** {@code lockfile=exclusive}: one request at a time in a file. */
    public static final String LOCK_EXCLUSIVE = "exclusive";
    /** {@code lockfile=readwrite}: reads together, a write alone. */
    public static final String LOCK_READWRITE = "readwrite";
    /** fio's template of generated file names. */
    public static final String DEFAULT_FILENAME_FORMAT = "$jobname.$jobnum.$filenum";
    private static final long INT_MAX = Integer.MAX_VALUE;

    /** @throws JfioException when a value is out of range or empty */
    public FileSet {
        filenames = List.copyOf(filenames);
        for (String f : filenames) {
            if (f.isEmpty()) {
                throw new JfioException("filename has an empty entry");
            }
        }
        if (directory != null && directory.isEmpty()) {
            directory = null;
        }
        fileServiceDistribution = fileServiceDistribution == null ? RandomDistribution.RANDOM : fileServiceDistribution;
        Ranges.require("nrfiles", nrfiles, 1, 1 << 20);
        Ranges.require("file_service_type", fileServiceNr, 1, Integer.MAX_VALUE);
        if (filenameFormat == null || filenameFormat.isBlank()) {
            throw new JfioException("filename_format must not be empty");
        }
        ioscheduler = ioscheduler == null || ioscheduler.isBlank() ? null : ioscheduler.strip();
        if (writeIolog != null && writeIolog.isBlank()) {
            throw new JfioException("write_iolog needs a file name");
        }
    }

    static final OptionRecord<FileSet> SCHEMA = OptionRecord.of(MethodHandles.lookup(), FileSet.class, List.of(
            JobOption.declare("filename", FILENAME_LIST, FILES, "",
                    "File(s) or device(s) to use, ':'-separated; shared by all clones (default: $jobname.$jobnum.$filenum)")
                    .sets(FileSet.class, "filenames").build(),
            JobOption.declare("directory", STRING, FILES, "", "Directory for the job's files (default: the working directory)")
                    .sets(FileSet.class, "directory").build(),
            JobOption.declare("openfiles", INT, FILES, "0", "Most files open at once (fio; refused by jfio, which keeps them all open)")
                    .range(0, INT_MAX).refused("jfio keeps every file of a job open for the whole run; drop openfiles")
                    .build(),
            JobOption.declare("nrfiles", INT, FILES, "1", "Files per clone when names are generated (size is split over them)")
                    .alias("nr_files").range(1, 1 << 20).sets(FileSet.class, "nrfiles").build(),
            JobOption.declare("file_service_type", ENUM, FILES, "roundrobin",
                    "How the file of each I/O is chosen (:N = I/Os per switch; for zipf/pareto/normal :theta/:h/:dev)")
                    .allowed("roundrobin", "Each file in turn").allowed("sequential", "Finish one file, then the next")
                    .allowed("random", "A random file").allowed("zipf", "A Zipf-distributed file per I/O (:theta, default 1.1)")
                    .allowed("pareto", "A Pareto-distributed file per I/O (:h, default 0.2)")
                    .allowed("normal", "A normally distributed file per I/O (:dev in percent)")
                    .allowed("gauss", "Same as normal").enumSuffix().applier((d, v, c) -> {
                        String s = (String) v;
                        int colon = s.indexOf(':');
                        FileServiceType type = FileServiceType.parse(colon < 0 ? s : s.substring(0, colon));
                        d.set(FileSet.class, "fileServiceType", type);
                        if (type.isDistribution()) {
                            String dist = (type == FileServiceType.NORMAL ? "normal" : type.fioName())
                                    + (colon < 0 ? "" : s.substring(colon));
                            d.set(FileSet.class, "fileServiceNr", 1);
                            d.set(FileSet.class, "fileServiceDistribution",
                                    RandomDistribution.parse("file_service_type", dist, c.kbBase()));
                            return;
                        }
                        d.set(FileSet.class, "fileServiceNr", colon < 0 ? 1
                                : (int) FioUnits.parseInteger("file_service_type", s.substring(colon + 1), 1, Integer.MAX_VALUE));
                    }).build(),
            JobOption.declare("filename_format", STRING, FILES, DEFAULT_FILENAME_FORMAT,
                    "Template of generated file names ($jobname, $jobnum, $filenum, $clientuid)")
                    .sets(FileSet.class, "filenameFormat").build(),
            JobOption.declare("unlink", BOOL, FILES, "0", "Delete the files jfio created for the job when it ends")
                    .sets(FileSet.class, "unlink").build(),
            JobOption.declare("allow_file_create", BOOL, FILES, "1", "Allow creating files that do not exist")
                    .sets(FileSet.class, "allowFileCreate").build(),
            JobOption.declare("create_on_open", BOOL, FILES, "0",
                    "Create files at their first I/O instead of laying them out first (fio; refused by jfio)")
                    .refused("jfio creates and lays out a job's files before the job starts").build(),
            JobOption.declare("create_fsync", BOOL, FILES, "1", "fsync the files laid out before the job starts")
                    .sets(FileSet.class, "createFsync").build(),
            JobOption.declare("create_serialize", BOOL, FILES, "1",
                    "Lay out the jobs' files one job after another, before the jobs start (0: fio; refused by jfio)")
                    .refused("jfio lays out every job's files, one job after another, before the jobs start").build(),
            JobOption.declare("overwrite", BOOL, FILES, "0", "Fill new files with data even when the job only writes")
                    .sets(FileSet.class, "overwrite").build(),
            JobOption.declare("pre_read", BOOL, FILES, "0", "Read the files into the page cache before the job starts")
                    .sets(FileSet.class, "preRead").build(),
            JobOption.declare("fallocate", ENUM, FILES, "native", "How files laid out without data get their space")
                    .allowed("none", "No preallocation: the job's writes extend the file").allowed("0", "Same as none", FallocateMode.NONE)
                    .allowed("native", "fallocate(2)").allowed("1", "Same as native", FallocateMode.NATIVE)
                    .allowed("posix", "posix_fallocate(3)")
                    .allowed("keep", "fallocate(2) with FALLOC_FL_KEEP_SIZE (the length is not changed)")
                    .allowed("truncate", "ftruncate only")
                    .sets(FileSet.class, "fallocate").build(),
            JobOption.declare("write_iolog", STRING, FILES, "",
                    "Write every I/O to this file (fio iolog version 2; with numjobs > 1, FILE.<clone>)")
                    .sets(FileSet.class, "writeIolog").build(),
            JobOption.declare("file_append", BOOL, FILES, "0",
                    "Do I/O after the end of each regular file: its region starts at the file's size (as offset=<size>)")
                    .sets(FileSet.class, "fileAppend").build(),
            JobOption.declare("fadvise_hint", ENUM, FILES, "1", "posix_fadvise each file with the job's access pattern")
                    .allowed("0", "No advice").allowed("1", "POSIX_FADV_RANDOM for random jobs, POSIX_FADV_SEQUENTIAL otherwise")
                    .allowed("random", "POSIX_FADV_RANDOM").allowed("sequential", "POSIX_FADV_SEQUENTIAL")
                    .sets(FileSet.class, "fadviseHint").build(),
            JobOption.declare("lockfile", ENUM, FILES, LOCK_NONE,
                    "Lock each file around the submission of each request, shared by the job's clones")
                    .allowed(LOCK_NONE, "No lock").allowed(LOCK_EXCLUSIVE, "One request at a time in a file")
                    .allowed(LOCK_READWRITE, "Reads together, a write alone").sets(FileSet.class, "lockfile").build(),
            JobOption.declare("write_hint", ENUM, FILES, "", "Expected write lifetime of the files' data (F_SET_RW_HINT)")
                    .allowed("none", "RWH_WRITE_LIFE_NONE").allowed("short", "RWH_WRITE_LIFE_SHORT")
                    .allowed("medium", "RWH_WRITE_LIFE_MEDIUM").allowed("long", "RWH_WRITE_LIFE_LONG")
                    .allowed("extreme", "RWH_WRITE_LIFE_EXTREME").sets(FileSet.class, "writeHint").build(),
            JobOption.declare("create_only", BOOL, FILES, "0",
                    "Lay the job's files out, then end the job without doing any I/O (a prepare step)")
                    .sets(FileSet.class, "createOnly").build(),
            JobOption.declare("ioscheduler", STRING, FILES, "",
                    "Switch the disk behind each file to this I/O scheduler before the job (/sys/block/DISK/queue/scheduler;"
                    + " as fio, not restored afterwards)")
                    .sets(FileSet.class, "ioscheduler").build()));
}
