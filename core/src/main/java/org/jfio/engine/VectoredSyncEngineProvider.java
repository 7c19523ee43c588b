package org.jfio.engine;

import java.util.List;
import java.util.Set;

import org.jfio.spi.Availability;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.job.EngineOptions;
import org.jfio.job.JobOption;
import org.jfio.job.OptionCategory;
import org.jfio.job.OptionKind;
import org.jfio.nativeheaders.libc.libc_h;

import org.slf4j.LoggerFactory;

/** Providers of the vectored synchronous engines; one nested provider per engine name. */
public final class VectoredSyncEngineProvider {
    private VectoredSyncEngineProvider() {
    }

    /** {@code vsync}: readv(2)/writev(2) with lseek(2), adjacent requests merged into one call. */
    public static final class Vsync implements IoEngineProvider {
        @Override
        public String name() {
            return "vsync";
        }

        @Override
        public String description() {
            return "readv(2)/writev(2) after lseek(2), merging adjacent requests (same file and direction, "
                    + "contiguous, up to iodepth) into one call per commit; merging needs iodepth_batch_submit > 1, "
                    + "as in fio; fsync(2)/fdatasync(2); queued: completes in commit, slat recorded";
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new VectoredSyncEngine(VectoredSyncEngine.Mode.VSYNC, context,
                    VectoredSyncEngine.Pvsync2Options.NONE);
        }
    }

    /** {@code pvsync}: preadv(2)/pwritev(2) with one iovec. */
    public static final class Pvsync implements IoEngineProvider {
        @Override
        public String name() {
            return "pvsync";
        }

        @Override
        public String description() {
            return "preadv(2)/pwritev(2) with one iovec at the offset; fsync(2)/fdatasync(2); synchronous, depth 1";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.SYNC);
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new VectoredSyncEngine(VectoredSyncEngine.Mode.PVSYNC, context,
                    VectoredSyncEngine.Pvsync2Options.NONE);
        }
    }

    /**
     * {@code pvsync2}: preadv2(2)/pwritev2(2) with one iovec and per-call RWF_* flags, set by the
     * engine options {@code hipri}, {@code hipri_percentage}, {@code nowait} and {@code uncached}
     * (fio's pvsync2 options; see {@link #options()}).
     */
    public static final class Pvsync2 implements IoEngineProvider {
        /** Option {@code hipri}: RWF_HIPRI. */
        public static final String HIPRI = "hipri";
        /** Option {@code hipri_percentage}: share of requests with RWF_HIPRI. */
        public static final String HIPRI_PERCENTAGE = "hipri_percentage";
        /** Option {@code nowait}: RWF_NOWAIT. */
        public static final String NOWAIT = "nowait";
        /** Option {@code uncached}: RWF_DONTCACHE. */
        public static final String UNCACHED = "uncached";

        private static final List<JobOption> OPTIONS = List.of(
                JobOption.builder(HIPRI, OptionKind.BOOL).category(OptionCategory.ENGINE_SPECIFIC).defaultValue("0")
                        .help("Set RWF_HIPRI for preadv2/pwritev2 (polled completion, needs O_DIRECT and poll queues)")
                        .build(),
                JobOption.builder(HIPRI_PERCENTAGE, OptionKind.INT).category(OptionCategory.ENGINE_SPECIFIC)
                        .range(0, 100).defaultValue("100")
                        .help("Probabilistically set RWF_HIPRI for preadv2/pwritev2 on this share of requests")
                        .build(),
                JobOption.builder(NOWAIT, OptionKind.BOOL).category(OptionCategory.ENGINE_SPECIFIC).defaultValue("0")
                        .help("Set RWF_NOWAIT for preadv2/pwritev2: fail with EAGAIN instead of blocking").build(),
                JobOption.builder(UNCACHED, OptionKind.BOOL).category(OptionCategory.ENGINE_SPECIFIC).defaultValue("0")
                        .help("Set RWF_DONTCACHE on buffered preadv2/pwritev2 (Linux 6.14+): drop the pages once done")
                        .build());

        private static volatile Availability availability;

        private final VectoredSyncEngine.Pvsync2Options defaults;

        /** Options from the job only (all off unless set). */
        public Pvsync2() {
            this(false, false, false);
        }

        /**
         * Defaults for embedding and tests; the job's own engine options override them.
         *
         * @param hipri    RWF_HIPRI on every request (fio {@code hipri})
         * @param nowait   RWF_NOWAIT on every request (fio {@code nowait})
         * @param uncached RWF_DONTCACHE on buffered requests (fio {@code uncached}); checked per file at open
         */
        public Pvsync2(boolean hipri, boolean nowait, boolean uncached) {
            this.defaults = new VectoredSyncEngine.Pvsync2Options(hipri, 100, nowait, uncached);
        }

        @Override
        public String name() {
            return "pvsync2";
        }

        @Override
        public String description() {
            return "preadv2(2)/pwritev2(2) with one iovec and RWF_* flags: hipri (RWF_HIPRI), nowait (RWF_NOWAIT, "
                    + "EAGAIN instead of blocking), uncached (RWF_DONTCACHE, Linux 6.14+, buffered only, checked at open); "
                    + "fsync(2)/fdatasync(2); synchronous, depth 1";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.SYNC);
        }

        @Override
        public List<JobOption> options() {
            return OPTIONS;
        }

        @Override
        public Availability availability() {
            Availability a = availability;
            if (a == null) {
                a = probe();
                availability = a;
                LoggerFactory.getLogger(VectoredSyncEngineProvider.class).debug("ioengine=pvsync2 probe: {}",
                        a.available() ? "preadv2 and pwritev2 found in the C library" : a.reason());
            }
            return a;
        }

        @Override
        public IoEngine create(EngineContext context) {
            EngineOptions o = context.options();
            VectoredSyncEngine.Pvsync2Options options = new VectoredSyncEngine.Pvsync2Options(
                    o.flag(HIPRI, defaults.hipri()),
                    (int) o.number(HIPRI_PERCENTAGE, defaults.hipriPercentage()),
                    o.flag(NOWAIT, defaults.nowait()),
                    o.flag(UNCACHED, defaults.uncached()));
            return new VectoredSyncEngine(VectoredSyncEngine.Mode.PVSYNC2, context, options);
        }

        private static Availability probe() {
            try {
                libc_h.preadv2$address();
                libc_h.pwritev2$address();
                return Availability.AVAILABLE;
            } catch (LinkageError | RuntimeException e) {
                return Availability.unavailable("preadv2/pwritev2 not found in the C library (" + e.getMessage() + ")",
                        "use glibc 2.26 or later, or ioengine=pvsync");
            }
        }
    }
}
