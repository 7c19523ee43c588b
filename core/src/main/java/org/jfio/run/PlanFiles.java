package org.jfio.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.jfio.spi.EngineCapability;
import org.jfio.result.Finding;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.job.JobEngines;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.preflight.PlannedFile;
import org.jfio.preflight.PlannedJob;

/**
 * Turns a plan's jobs into what the preflight checks: each job's engine and the file regions of
 * all its clones, worked out by {@link FileSetup} exactly as the run does. Stateless.
 */
public final class PlanFiles {
    private PlanFiles() {
    }

    /** @return the job with its clones' regions, as the run computed them */
    static PlannedJob planned(JobSpec spec, IoEngineProvider provider, List<List<FileRegion>> perClone) {
        List<PlannedFile> files = new ArrayList<>();
        for (List<FileRegion> clone : perClone) {
            for (FileRegion r : clone) {
                files.add(new PlannedFile(r.path(), r.offsetBytes(), r.ioBytes()));
            }
        }
        return new PlannedJob(spec, provider, files, BufferPlacement.PAGE_BYTES);
    }

    /**
     * Plans what can be planned, for a report: a job whose files cannot be worked out (a directory
     * as file, a missing size) becomes an error finding and is planned without files, so that the
     * checks that need none still run; a job whose engine is unknown is left out.
     *
     * @param plan    the jobs
     * @param engines the jobs' engines, resolved once (an unavailable engine's files are still checked)
     * @param broken  names of jobs already reported as broken: planned without files
     * @param errors  receives one error per job whose files could not be worked out
     * @return the planned jobs
     */
    public static List<PlannedJob> lenient(JobPlan plan, JobEngines engines, List<String> broken, List<Finding> errors) {
        List<PlannedJob> out = new ArrayList<>();
        PlannedLengths lengths = new PlannedLengths(); // each job sees the layouts of the jobs before it, as the run
        for (int i = 0; i < plan.jobs().size(); i++) {
            JobSpec spec = plan.jobs().get(i);
            Optional<IoEngineProvider> p = engines.find(i);
            if (p.isEmpty()) {
                continue;
            }
            if (broken.contains(spec.name())) {
                out.add(planned(spec, p.get(), List.of()));
                continue;
            }
            boolean diskless = p.get().capabilities().contains(EngineCapability.DISKLESS);
            try {
                List<List<FileRegion>> perClone = new ArrayList<>();
                for (int c = 0; c < spec.numjobs(); c++) {
                    perClone.add(FileSetup.regions(spec, c, diskless, p.get().capabilities().contains(EngineCapability.NO_IO),
                            lengths));
                }
                if (!diskless) {
                    lengths.planned(spec, perClone, p.get().capabilities().contains(EngineCapability.NO_EXTEND));
                }
                out.add(planned(spec, p.get(), perClone));
            } catch (JfioException e) {
                errors.add(jobError(spec, e.getMessage()));
                out.add(planned(spec, p.get(), List.of()));
            }
        }
        return out;
    }

    /** @return an error finding about the job, its name taken off the front of the message */
    public static Finding jobError(JobSpec spec, String message) {
        String prefix = spec.name() + ": ";
        String text = message.startsWith(prefix) ? message.substring(prefix.length()) : message;
        return Finding.error(Finding.Check.JOB, spec.name(), text, "");
    }
}
