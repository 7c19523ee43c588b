package org.jfio.engine;

import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.OptionRecord;

/** Providers of the engines that do no I/O but load the machine: {@code cpuio} and {@code exec}. */
public final class CpuExecEngineProvider {
    private CpuExecEngineProvider() {
    }

    /** {@code cpuio}: burns cpuload percent of one CPU. */
    public static final class CpuIo implements IoEngineProvider {
        @Override
        public String name() {
            return "cpuio";
        }

        @Override
        public String description() {
            return "no I/O: each request burns one cycle of CPU (cpumode=noop spins cpuchunks us, qsort sorts), "
                    + "then idles so the job uses cpuload percent of one CPU";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.SYNC, EngineCapability.DISKLESS, EngineCapability.NO_IO);
        }

        @Override
        public OptionRecord<? extends Record> options() {
            return CpuIoOptions.SCHEMA;
        }

        @Override
        public String bufferedIoCaveat() {
            return "";
        }

        @Override
        public IoEngine create(EngineContext context) {
            CpuIoOptions options = context.options().get(CpuIoOptions.SCHEMA);
            if (options.cpuload() <= 0) {
                throw new JfioException(context.jobName() + ": cpuio: cpuload= is required (the percentage of one CPU to burn, 1-100)");
            }
            // fio's cpu.c init line, which is also where a cpuload above 100 shows as the 100 it burns
            context.notices().accept(context.jobName() + " (" + options.cpumode().name().toLowerCase(java.util.Locale.ROOT)
                    + "): ioengine=cpuio, cpuload=" + options.effectiveLoad() + ", cpucycle=" + options.cpuchunksUs());
            return new CpuIoEngine(options);
        }
    }

    /** {@code exec}: runs a program for the job's runtime. */
    public static final class Exec implements IoEngineProvider {
        @Override
        public String name() {
            return "exec";
        }

        @Override
        public String description() {
            return "no I/O: runs program with arguments (%r runtime, %n job name) for the job's runtime, polling it "
                    + "every 100 ms, then SIGTERM, grace_time, SIGKILL; output to <job>.stdout/.stderr (std_redirect)";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.SYNC, EngineCapability.DISKLESS, EngineCapability.NO_IO);
        }

        @Override
        public OptionRecord<? extends Record> options() {
            return ExecOptions.SCHEMA;
        }

        @Override
        public String bufferedIoCaveat() {
            return "";
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new ExecEngine(context.options().get(ExecOptions.SCHEMA), context);
        }
    }
}
