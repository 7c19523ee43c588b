package org.jfio.engines.uring;

import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.function.UnaryOperator;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionKind;

/**
 * The io_uring engine's own options, named and defaulted as fio names them (fio's
 * {@code engines/io_uring.c} option table, {@link #SCHEMA}). A job sets them like any fio
 * option ({@code --fixedbufs}, {@code fixedbufs=1} in a job file); the engine starts from the
 * provider's defaults (a record given to {@link UringEngineProvider#UringEngineProvider(UringOptions)},
 * else system properties {@code jfio.io_uring.<option>}, else fio's defaults) and applies what the
 * job set (a job parsed with the engine's options carries all of them, defaults included).
 *
 * @param sqthreadPoll    fio {@code sqthread_poll}: a kernel thread polls the SQ ring
 *                        ({@code IORING_SETUP_SQPOLL}); commits need no system call while it is awake.
 *                        Implies {@code registerfiles}. As in fio the engine takes no issue time of its own
 *                        (fio sets {@code disable_slat}); until the core can switch slat off, it records
 *                        the time from preparing a request to its commit as slat.
 * @param sqthreadPollCpu fio {@code sqthread_poll_cpu}: the CPU the SQ thread is bound to
 *                        ({@code IORING_SETUP_SQ_AFF}), or {@link #NO_CPU}; used only with {@code sqthreadPoll}
 * @param hipri           fio {@code hipri}: completions are polled ({@code IORING_SETUP_IOPOLL}); needs
 *                        {@code direct=1} and a device with poll queues to be useful; fsync is not possible
 * @param fixedbufs       fio {@code fixedbufs}: the job's I/O buffers are registered with the kernel
 *                        ({@code IORING_REGISTER_BUFFERS}) and used with {@code READ_FIXED}/{@code WRITE_FIXED},
 *                        saving the page pinning per I/O; counts against {@code RLIMIT_MEMLOCK}
 * @param registerfiles   fio {@code registerfiles}: the job's files are registered
 *                        ({@code IORING_REGISTER_FILES}) and named by slot with {@code IOSQE_FIXED_FILE}
 * @param nonvectored     fio {@code nonvectored}: 1 uses {@code IORING_OP_READ}/{@code WRITE}, 0 uses
 *                        {@code READV}/{@code WRITEV} with one iovec, {@link #AUTO} (-1, the default) probes
 *                        the kernel and uses READ/WRITE when it has them
 */
public record UringOptions(boolean sqthreadPoll, int sqthreadPollCpu, boolean hipri, boolean fixedbufs,
                           boolean registerfiles, int nonvectored) {

    /** {@code sqthread_poll_cpu} unset: the SQ thread may run anywhere. */
    public static final int NO_CPU = -1;

    /** {@code nonvectored=-1}: probe the kernel for {@code IORING_OP_READ}/{@code WRITE}. */
    public static final int AUTO = -1;

    /** fio's defaults: every option off, {@code nonvectored=-1}. */
    public static final UringOptions DEFAULTS = new UringOptions(false, NO_CPU, false, false, false, AUTO);

    /** Largest {@code sqthread_poll_cpu} accepted. */
    public static final int MAX_CPU = 8191;

    /** Prefix of the system properties {@link #fromSystemProperties()} reads. */
    public static final String PROPERTY_PREFIX = "jfio.io_uring.";

    /** Validates the values. */
    public UringOptions {
        if (sqthreadPollCpu < NO_CPU) {
            throw new JfioException("sqthread_poll_cpu=" + sqthreadPollCpu + " must be a CPU number (0 or more)");
        }
        if (nonvectored < AUTO || nonvectored > 1) {
            throw new JfioException("nonvectored=" + nonvectored + " must be -1 (probe), 0 or 1");
        }
    }

    /**
     * The options' declarations (fio's io_uring option table: names, kinds, defaults, help), for
     * the option parser and {@code --enghelp}; a job's values reach the engine typed, through
     * {@link org.jfio.spi.EngineContext#options()}.
     */
    public static final OptionRecord<UringOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), UringOptions.class,
            List.of(
                    JobOption.declare("hipri", OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                            "Use polled IO completions (IORING_SETUP_IOPOLL); needs direct=1")
                            .sets(UringOptions.class, "hipri").build(),
                    JobOption.declare("fixedbufs", OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                            "Pre map IO buffers (IORING_REGISTER_BUFFERS, READ_FIXED/WRITE_FIXED; counts against ulimit -l)")
                            .sets(UringOptions.class, "fixedbufs").build(),
                    JobOption.declare("registerfiles", OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                            "Pre-open/register files (IORING_REGISTER_FILES, IOSQE_FIXED_FILE)")
                            .sets(UringOptions.class, "registerfiles").build(),
                    JobOption.declare("sqthread_poll", OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                            "Offload submission/completion to kernel thread (IORING_SETUP_SQPOLL; implies registerfiles)")
                            .sets(UringOptions.class, "sqthreadPoll").build(),
                    JobOption.declare("sqthread_poll_cpu", OptionKind.INT, OptionCategory.ENGINE_SPECIFIC, "",
                            "What CPU to run SQ thread polling on (IORING_SETUP_SQ_AFF)")
                            .range(0, MAX_CPU).unset(NO_CPU).sets(UringOptions.class, "sqthreadPollCpu").build(),
                    JobOption.declare("nonvectored", OptionKind.ENUM, OptionCategory.ENGINE_SPECIFIC, "-1",
                            "Use non-vectored read/write commands")
                            .allowed("-1", "Probe the kernel: READ/WRITE when supported, else READV/WRITEV")
                            .allowed("0", "Vectored commands READV/WRITEV with one iovec")
                            .allowed("1", "Non-vectored commands READ/WRITE")
                            .applier((d, v, c) -> d.set(UringOptions.class, "nonvectored", Integer.parseInt((String) v)))
                            .build(),
                    JobOption.declare("uncached", OptionKind.INT, OptionCategory.ENGINE_SPECIFIC, "0",
                            "Use RWF_UNCACHED for buffered read/writes (fio; refused by jfio)")
                            .refused("jfio's io_uring engine sets no RWF_UNCACHED (pvsync2 has uncached=1)").build(),
                    JobOption.declare("nowait", OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                            "Use RWF_NOWAIT for reads/writes (fio; refused by jfio)")
                            .refused("jfio's io_uring engine sets no RWF_NOWAIT (pvsync2 and libaio have nowait=1)").build(),
                    JobOption.declare("force_async", OptionKind.INT, OptionCategory.ENGINE_SPECIFIC, "0",
                            "Set IOSQE_ASYNC every N requests (fio; refused by jfio)")
                            .refused("jfio's io_uring engine sets no IOSQE_ASYNC").build(),
                    JobOption.declare("cmd_type", OptionKind.STRING, OptionCategory.ENGINE_SPECIFIC, "nvme",
                            "Specify uring-cmd type (fio's io_uring_cmd engine; refused by jfio)")
                            .refused("only fio's io_uring_cmd engine passes commands; jfio has no such engine").build()));

    /**
     * @return the options from system properties {@code jfio.io_uring.sqthread_poll},
     *         {@code .sqthread_poll_cpu}, {@code .hipri}, {@code .fixedbufs}, {@code .registerfiles} and
     *         {@code .nonvectored}; unset ones keep fio's default
     * @throws JfioException naming the property when a value does not parse
     */
    public static UringOptions fromSystemProperties() {
        return from(name -> System.getProperty(PROPERTY_PREFIX + name));
    }

    /**
     * @param lookup value of an option by its fio name ({@code fixedbufs}), or null when unset;
     *               a present but empty value means 1, as a bare option in a fio job file
     * @return the options, defaults where unset
     * @throws JfioException naming the property ({@code jfio.io_uring.fixedbufs=...}) when a value does not parse
     */
    public static UringOptions from(UnaryOperator<String> lookup) {
        return SCHEMA.fromText(lookup, PROPERTY_PREFIX);
    }

    /** @return whether files are registered: asked for, or implied by {@code sqthread_poll} (as fio does) */
    public boolean registerfilesEffective() {
        return registerfiles || sqthreadPoll;
    }

    /** @return a copy with {@code sqthread_poll} set */
    public UringOptions withSqthreadPoll(boolean value) {
        return new UringOptions(value, sqthreadPollCpu, hipri, fixedbufs, registerfiles, nonvectored);
    }

    /** @return a copy with {@code sqthread_poll_cpu} set ({@link #NO_CPU} to unset) */
    public UringOptions withSqthreadPollCpu(int value) {
        return new UringOptions(sqthreadPoll, value, hipri, fixedbufs, registerfiles, nonvectored);
    }

    /** @return a copy with {@code hipri} set */
    public UringOptions withHipri(boolean value) {
        return new UringOptions(sqthreadPoll, sqthreadPollCpu, value, fixedbufs, registerfiles, nonvectored);
    }

    /** @return a copy with {@code fixedbufs} set */
    public UringOptions withFixedbufs(boolean value) {
        return new UringOptions(sqthreadPoll, sqthreadPollCpu, hipri, value, registerfiles, nonvectored);
    }

    /** @return a copy with {@code registerfiles} set */
    public UringOptions withRegisterfiles(boolean value) {
        return new UringOptions(sqthreadPoll, sqthreadPollCpu, hipri, fixedbufs, value, nonvectored);
    }

    /** @return a copy with {@code nonvectored} set (-1, 0 or 1) */
    public UringOptions withNonvectored(int value) {
        return new UringOptions(sqthreadPoll, sqthreadPollCpu, hipri, fixedbufs, registerfiles, value);
    }

    /** @return the options as fio would print them, e.g. {@code fixedbufs=1 registerfiles=0 ...} */
    @Override
    public String toString() {
        return "sqthread_poll=" + (sqthreadPoll ? 1 : 0)
                + (sqthreadPollCpu == NO_CPU ? "" : " sqthread_poll_cpu=" + sqthreadPollCpu)
                + " hipri=" + (hipri ? 1 : 0) + " fixedbufs=" + (fixedbufs ? 1 : 0)
                + " registerfiles=" + (registerfiles ? 1 : 0) + " nonvectored=" + nonvectored;
    }
}
