package org.jfio.job;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.FioUnits;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionSupport;

/**
 * Turns parsed sections into a {@link JobPlan} with fio's scoping: the global sections seen so
 * far give every later job its defaults, in order, then the job's own options apply; the last
 * value of an option wins. {@code kb_base} is read first so it governs every size of the job.
 * Package-private; one instance per parse, not thread-safe.
 */
final class PlanAssembler {
    private final OptionTable table;
    private final Consumer<String> warnings;
    private final Set<String> warned = new HashSet<>();
    private boolean readOnly;

    PlanAssembler(OptionTable table, Consumer<String> warnings) {
        this.table = table;
        this.warnings = warnings;
    }

    private static final String NAME = "name";

    /** fio's {@code --readonly}: every job is built with {@code readonly=1} after its own options, unechoed. */
    PlanAssembler readOnly(boolean value) {
        readOnly = value;
        return this;
    }

    JobPlan assemble(List<Section> sections, String noJobsHint) {
        List<OptionEntry> globals = new ArrayList<>();
        Map<String, String> globalMap = new LinkedHashMap<>();
        List<JobSpec> jobs = new ArrayList<>();
        for (Section s : sections) {
            if (s.isGlobal()) {
                globals.addAll(s.entries());
                int kbBase = kbBase(globals);
                for (OptionEntry e : s.entries()) {
                    JobOption o = resolve(e);
                    parse(o, e, kbBase);
                    warnIfReversed(o, e, kbBase);
                }
                for (OptionEntry e : fioPrintOrder(s.entries())) {
                    globalMap.merge(resolve(e).name(), e.recordedValue(), OptionEntry::keepValue);
                }
            } else {
                JobSpec job = buildJob(s, globals);
                warnAboutVerify(job);
                jobs.add(job);
            }
        }
        if (jobs.isEmpty()) {
            throw new NoJobsException("no jobs defined" + noJobsHint);
        }
        return JobPlan.of(jobs, globalMap);
    }

    /**
     * fio parses a job file section (and so lists it in its JSON {@code job options}) with
     * {@code kb_base} and {@code unit_base} first and {@code filename}/{@code filename_format}
     * last, keeping the order of the rest (its option priorities); command-line options keep
     * their order. Options are recorded under their canonical names, as fio prints them.
     */
    private List<OptionEntry> fioPrintOrder(List<OptionEntry> entries) {
        List<OptionEntry> out = new ArrayList<>(entries);
        // a lambda of this class, not Comparator.comparingInt: see ReportFormats.select
        out.sort((a, b) -> Integer.compare(printKey(a), printKey(b)));
        return out;
    }

    /**
     * @return the sort key of {@link #fioPrintOrder}: 0 on the command line, minus fio's print
     *         priority in a job file
     */
    private int printKey(OptionEntry e) {
        return e.origin() == null ? 0 : -printPriority(resolve(e).name());
    }

    /** @return fio's parse priority of an option (options.c {@code .prio}): 1 first, -1 last, else 0 */
    private static int printPriority(String canonicalName) {
        return switch (canonicalName) {
            case "kb_base", "unit_base" -> 1;
            case "filename", "filename_format" -> -1;
            default -> 0;
        };
    }

    private JobSpec buildJob(Section s, List<OptionEntry> globals) {
        List<OptionEntry> all = new ArrayList<>(globals);
        all.addAll(s.entries());
        int kbBase = kbBase(all);
        JobDraft draft = new JobDraft(table);
        draft.kbBase(kbBase);
        int fromGlobals = globals.size();
        for (int i = 0; i < all.size(); i++) {
            OptionEntry e = all.get(i);
            JobOption o = resolve(e);
            if (i < fromGlobals && o.name().equals(NAME)) {
                parse(o, e, kbBase);
                continue; // fio: a job is named by its section (or its own name=), never by a global name=
            }
            try {
                draft.apply(o, e.key(), e.value());
            } catch (JfioException ex) {
                throw located(e, ex);
            }
            warnIfNotImplemented(o, e);
            warnIfReversed(o, e, kbBase);
        }
        if (draft.dropTimeBasedWithoutRuntime()) {
            // fio 3.33 (init.c) says so and turns time_based off: the job runs as without it
            warnings.accept(s.name() + ": time_based needs runtime= (or timeout=): ignored, the job runs its size"
                    + " (times loops) once, as fio does");
        }
        if (readOnly) {
            draft.apply(table.require(SafetyOptions.READONLY), SafetyOptions.READONLY, "1");
        }
        Map<String, String> echo = new LinkedHashMap<>();
        for (OptionEntry e : fioPrintOrder(s.entries())) {
            echo.merge(resolve(e).name(), e.recordedValue(), OptionEntry::keepValue);
        }
        return draft.build(s.name(), echo, s.forcedStonewall());
    }

    private int kbBase(List<OptionEntry> entries) {
        int kbBase = FioUnits.KB_BASE_1024;
        for (OptionEntry e : entries) {
            JobOption o = resolve(e);
            if (o.name().equals(JobIdentity.KB_BASE)) {
                kbBase = Integer.parseInt((String) parse(o, e, FioUnits.KB_BASE_1024));
            }
        }
        return kbBase;
    }

    private JobOption resolve(OptionEntry e) {
        JobOption o = table.find(e.key()).orElse(null);
        if (o == null) {
            throw located(e, table.unknown(e.key()));
        }
        return o;
    }

    private static Object parse(JobOption o, OptionEntry e, int kbBase) {
        try {
            return o.parse(e.key(), e.value(), kbBase);
        } catch (JfioException ex) {
            throw located(e, ex);
        }
    }

    /** fio 3.33's two verify warnings, given before anything runs, in fio's words' sense. */
    private void warnAboutVerify(JobSpec job) {
        VerifyOptions v = job.verify();
        if (!v.active() || !job.rw().hasWrites() || v.verifyOnly()) {
            return;
        }
        if (v.doVerify() && job.timing().timeBased() && job.timing().runtimeNs() > 0 && !job.rw().hasReads() && v.backlog() == 0) {
            warnings.accept(job.name() + ": the verify read-back will never start: a time_based write phase uses all of the "
                    + "runtime (as in fio); use verify_backlog=N to verify while writing, or drop time_based");
        }
        if (job.numjobs() > 1 && !job.files().filenames().isEmpty()) {
            warnings.accept(job.name() + ": " + job.numjobs() + " clones write the same file: a block one clone overwrites "
                    + "fails another clone's check (as fio warns); use separate files (no filename=) or numjobs=1");
        }
    }

    private void warnIfNotImplemented(JobOption o, OptionEntry e) {
        if (o.support() != OptionSupport.NOT_IMPLEMENTED || o.defaultText().equals(e.value())) {
            return;
        }
        if (warned.add(o.name())) {
            warnings.accept("option " + e.asWritten() + " is not implemented yet and has no effect");
        }
    }

    private void warnIfReversed(JobOption o, OptionEntry e, int kbBase) {
        String note = o.reversedRangeNote(e.key(), e.value(), kbBase);
        if (note != null && warned.add("range " + e.asWritten())) {
            warnings.accept(e.origin() == null ? note : e.origin() + ": " + note);
        }
    }

    private static JfioException located(OptionEntry e, JfioException ex) {
        if (e.unset() != null) {
            // fio prints the line as written; the error on the emptied value alone would not say why it is empty
            return new JfioException(e.origin() + ": " + e.unset() + " (" + ex.getMessage() + ")", ex);
        }
        return e.origin() == null ? ex : new JfioException(e.origin() + ": " + ex.getMessage(), ex);
    }
}
