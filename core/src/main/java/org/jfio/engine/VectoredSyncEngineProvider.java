package org.jfio.engine;

import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.Set;

import org.jfio.spi.Availability;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.PolledCompletion;
import org.jfio.spi.option.EngineOptions;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionKind;
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
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.TRIM);
        }

        /** Queued, but carried out with readv/writev in the commit: buffered vsync is as synchronous as psync. */
        @Override
        public String bufferedIoCaveat() {
            return "";
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
            return Set.of(EngineCapability.SYNC, EngineCapability.TRIM);
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

        /** pvsync2's own options, set per job like any fio option. */
        static final OptionRecord<VectoredSyncEngine.Pvsync2Options> SCHEMA = OptionRecord.of(MethodHandles.lookup(),
                VectoredSyncEngine.Pvsync2Options.class, List.of(
                        JobOption.declare(HIPRI, OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                                "Set RWF_HIPRI for preadv2/pwritev2 (polled completion, needs O_DIRECT and poll queues)")
                                .sets(VectoredSyncEngine.Pvsync2Options.class, "hipri").build(),
                        JobOption.declare(HIPRI_PERCENTAGE, OptionKind.INT, OptionCategory.ENGINE_SPECIFIC, "100",
                                "Probabilistically set RWF_HIPRI for preadv2/pwritev2 on this share of requests")
                                .range(0, 100).sets(VectoredSyncEngine.Pvsync2Options.class, "hipriPercentage").build(),
                        JobOption.declare(NOWAIT, OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                                "Set RWF_NOWAIT for preadv2/pwritev2: fail with EAGAIN instead of blocking")
                                .sets(VectoredSyncEngine.Pvsync2Options.class, "nowait").build(),
                        JobOption.declare(UNCACHED, OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                                "Set RWF_DONTCACHE on buffered preadv2/pwritev2 (Linux 6.14+): drop the pages once done")
                                .sets(VectoredSyncEngine.Pvsync2Options.class, "uncached").build()));

        private static volatile Availability availability;

        private final VectoredSyncEngine.Pvsync2Options defaults;

        /** Options from the job only (all off unless set). */
        public Pvsync2() {
            this(false, false, false);
        }

        /**
         * Defaults for embedding and tests, used when the job sets none of pvsync2's options
         * (a job parsed with them carries its own values, defaults included).
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
            return Set.of(EngineCapability.SYNC, EngineCapability.TRIM);
        }

        @Override
        public OptionRecord<? extends Record> options() {
            return SCHEMA;
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

        /** {@code hipri=1} sets RWF_HIPRI per request, which the kernel ignores on a device without poll queues. */
        @Override
        public PolledCompletion polledCompletion(EngineOptions options) {
            VectoredSyncEngine.Pvsync2Options o = options.find(SCHEMA).orElse(defaults);
            return o.hipri() && o.hipriPercentage() > 0 ? PolledCompletion.PER_REQUEST : PolledCompletion.NONE;
        }

        @Override
        public IoEngine create(EngineContext context) {
            VectoredSyncEngine.Pvsync2Options options = context.options().find(SCHEMA).orElse(defaults);
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
