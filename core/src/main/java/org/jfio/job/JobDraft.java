package org.jfio.job;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.EngineOptions;
import org.jfio.spi.option.FioUnits;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionDraft;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.ParseContext;

/**
 * One job while its options are applied: the drafts of the core's records, the engine options
 * written (applied to the job's engine's record once the engine is known), and the
 * {@code kb_base} in force. Package-private; confined to the parsing thread.
 */
final class JobDraft {
    private final OptionTable table;
    private final OptionDraft draft = new OptionDraft(CoreOptions.RECORDS);
    /** The engine options as written, applied once the job's engine is known. */
    private final List<OptionEntry> engineEntries = new ArrayList<>();
    private ParseContext context = ParseContext.DEFAULT;

    JobDraft(OptionTable table) {
        this.table = table;
    }

    /** Sets the {@code kb_base} for the sizes that follow. */
    void kbBase(int kbBase) {
        context = new ParseContext(kbBase);
    }

    /**
     * Parses and applies one option.
     *
     * @throws JfioException when the value is bad or refused
     */
    void apply(JobOption option, String key, String value) {
        Object parsed = option.parse(key, value, context.kbBase());
        if (option.owner() != null && !draft.holds(option.owner().type())) {
            engineEntries.add(new OptionEntry(key, value, null));
            return;
        }
        try {
            option.apply(draft, parsed, context);
        } catch (JfioException e) {
            throw asWritten(e, option.name(), value);
        }
    }

    /**
     * An applier names the value it was given, which may be a form of the user's ({@code cpumask=0xff}
     * checked as the CPU list {@code 0,1,...,7}): the error echoes the option as written instead.
     */
    private static JfioException asWritten(JfioException e, String name, String value) {
        String m = e.getMessage();
        String written = name + "=" + (value == null ? "" : value);
        if (m == null || value == null || m.startsWith(written) || !m.startsWith(name + "=")) {
            return e;
        }
        int colon = m.indexOf(": ");
        return colon < 0 ? e : new JfioException(written + m.substring(colon), e);
    }

    /** @return true when {@code time_based} was set without a runtime, now turned off as fio turns it off */
    boolean dropTimeBasedWithoutRuntime() {
        return Timing.dropTimeBasedWithoutRuntime(draft);
    }

    /** Sets every component of one of the core's records (the typed form of {@link JobSpec.Builder#with}). */
    void setAll(Record options) {
        draft.setAll(options);
    }

    /**
     * @param sectionName     the job's section name, its name unless {@code name=} set one
     * @param echo            the options as written, canonical name to value, for the JSON report
     * @param forcedStonewall true when the job file's layout implies {@code stonewall}
     * @return the job
     * @throws JfioException {@code name: reason} when the options do not make a valid job
     */
    JobSpec build(String sectionName, Map<String, String> echo, boolean forcedStonewall) {
        if (draft.get(JobIdentity.class, "name") == null) {
            draft.set(JobIdentity.class, "name", sectionName);
        }
        String name = draft.get(JobIdentity.class, "name", String.class);
        if (forcedStonewall) {
            draft.set(Ordering.class, "stonewall", true);
        }
        Timing.thinktimeOnTimeAlone(draft);
        Region.sizeFromFileSize(draft);
        Region.zoneModeFromZoneSize(draft);
        LogSpec.samplingFollowsLogs(draft);
        try {
            Replay.fromLog(draft, (key, value) -> apply(table.require(key), key, value));
            JobIdentity id = draft.build(JobIdentity.SCHEMA);
            return new JobSpec(id.name(), id.rw(), id.ioengine(), id.numjobs(), draft.build(IoType.SCHEMA),
                    draft.build(BlockSizes.SCHEMA), draft.build(Region.SCHEMA), draft.build(FileSet.SCHEMA),
                    draft.build(Depth.SCHEMA), draft.build(Timing.SCHEMA), draft.build(CpuPlacement.SCHEMA),
                    draft.build(Randomness.SCHEMA), draft.build(Rate.SCHEMA), draft.build(Buffers.SCHEMA),
                    draft.build(VerifyOptions.SCHEMA),
                    draft.build(Ordering.SCHEMA), draft.build(Reporting.SCHEMA), draft.build(ReportOptions.SCHEMA),
                    draft.build(MeasureOptions.SCHEMA), draft.build(SafetyOptions.SCHEMA), draft.build(LogSpec.SCHEMA), draft.build(Goals.SCHEMA),
                    draft.build(ErrorHandling.SCHEMA), draft.build(JobHooks.SCHEMA), draft.build(Replay.SCHEMA), engineOptions(id.ioengine()), echo);
        } catch (JfioException e) {
            throw new JfioException(name == null || name.isBlank() ? e.getMessage() : name + ": " + e.getMessage(), e);
        }
    }

    /** The engine options written, applied to the job's engine's own record (fio: options of another engine are refused). */
    private EngineOptions engineOptions(String ioengine) {
        OptionRecord<?> schema = table.engineSchema(ioengine).orElse(null);
        if (schema == null || engineEntries.isEmpty()) {
            // none written: the engine's provider decides (its own defaults); an unknown engine is
            // reported by the plan checks, with the known ones
            return EngineOptions.EMPTY;
        }
        OptionDraft engineDraft = new OptionDraft(List.of(schema));
        for (OptionEntry e : engineEntries) {
            JobOption own = null;
            for (JobOption o : schema.options()) {
                own = o.matches(e.key().trim().toLowerCase(java.util.Locale.ROOT)) ? o : own;
            }
            if (own == null) {
                throw new JfioException("option " + table.require(e.key()).name() + " is not an option of ioengine="
                        + ioengine + " (see jfio --enghelp=" + ioengine + ")");
            }
            own.apply(engineDraft, own.parse(e.key(), e.value(), context.kbBase()), context);
        }
        return EngineOptions.of(engineDraft.build(schema));
    }


}
