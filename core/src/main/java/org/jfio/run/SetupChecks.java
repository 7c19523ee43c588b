package org.jfio.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.job.Buffers;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.LogSpec;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;

/**
 * What a clone's set-up would refuse, checked before anything is laid out or written (the set-up
 * itself runs after the layout, when the report's header is out): the directories of the
 * {@code write_*_log} files, of {@code write_iolog}, of a {@code verify_journal} the run
 * creates and of {@code mem=mmap:FILE}/{@code mmaphuge:FILE}; huge pages for {@code mem=shmhuge}
 * and {@code mmaphuge} without a file; the {@code ioscheduler} on each disk behind the job's
 * files. The set-up checks again (what changes in between still fails there). Stateless.
 */
final class SetupChecks {
    private SetupChecks() {
    }

    /**
     * @param providers each job's engine, in plan order
     * @param regions   each job's clones' file regions, in plan order
     * @throws JfioException one line naming the job, the option and the problem
     */
    static void check(JobPlan plan, List<IoEngineProvider> providers, List<List<List<FileRegion>>> regions) {
        int number = 1;
        for (int j = 0; j < plan.jobs().size(); j++) {
            JobSpec spec = plan.jobs().get(j);
            logs(spec, number);
            parentOf(spec, "write_iolog=" + spec.files().writeIolog(), spec.files().writeIolog());
            String journal = spec.verify().journal();
            if (spec.verify().active() && journal != null && !journal.isEmpty() && !spec.verify().verifyOnly()) {
                parentOf(spec, "verify_journal=" + journal, journal);
            }
            memory(spec);
            boolean diskless = providers.get(j).capabilities().contains(EngineCapability.DISKLESS);
            if (!diskless && spec.files().ioscheduler() != null) {
                List<Path> paths = new ArrayList<>();
                for (List<FileRegion> clone : regions.get(j)) {
                    for (FileRegion r : clone) {
                        paths.add(r.path());
                    }
                }
                IoSchedulerSwitch.check(spec.name(), spec.files().ioscheduler(), paths);
            }
            number += spec.numjobs();
        }
    }

    private static void logs(JobSpec spec, int number) {
        LogSpec s = spec.logs();
        log(spec, "write_lat_log", s.latLog(), "clat", number, "log");
        log(spec, "write_bw_log", s.bwLog(), "bw", number, "log");
        log(spec, "write_iops_log", s.iopsLog(), "iops", number, "log");
        log(spec, "write_hist_log", s.histLog(), "clat_hist", number, "log");
        log(spec, "write_hdr_log", s.hdrLog(), "clat", number, "hlog");
    }

    private static void log(JobSpec spec, String option, String prefix, String type, int number, String suffix) {
        if (prefix == null) {
            return;
        }
        String name = spec.logs().fileName(prefix, spec.name(), type, number, suffix)
                + (spec.logs().storeCompressed() ? ".fz" : "");
        Path dir = Path.of(name).toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new JfioException(spec.name() + ": " + option + ": cannot create " + name + ": No such file or directory");
        }
    }

    private static void parentOf(JobSpec spec, String what, String file) {
        if (file == null || file.isEmpty()) {
            return;
        }
        Path dir = Path.of(file).toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new JfioException(spec.name() + ": " + what + ": cannot create it: no such directory " + dir);
        }
    }

    private static void memory(JobSpec spec) {
        Buffers b = spec.buffers();
        if (b.mem().endsWith("huge") && b.memFile() == null) {
            IoMemory.requireHugePages(spec.name(), b.mem());
        }
        if (b.memFile() != null) {
            parentOf(spec, "mem=" + b.mem() + ":" + b.memFile(), b.memFile());
        }
    }
}
