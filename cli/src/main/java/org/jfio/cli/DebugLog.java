package org.jfio.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfio.spi.JfioException;

import org.slf4j.LoggerFactory;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;

/**
 * {@code --debug[=TYPE,...]}: the library's diagnostics (engine probes, preflight decisions, setup
 * fallbacks, each clone's seeds, file opens; all logged through slf4j at debug level, never per
 * I/O) go to the command's stderr while it runs, all of them or fio's categories ({@link #CATEGORIES}:
 * {@code random}, {@code file}, {@code io}, {@code parse}, ...). Without it logback keeps its
 * configuration ({@link StderrLogConfigurator}: warnings and errors only), so the output is unchanged. One
 * run at a time: {@link #close()} puts the loggers back as they were.
 */
final class DebugLog implements AutoCloseable {
    static final String LOGGER = "org.jfio";
    private static final String PATTERN = "jfio: debug: %logger{0}: %msg%n";

    /** The category of the I/O timeline line alone (fio's {@code time} category). */
    static final String TIME = "time";

    /** fio's debug categories jfio has lines for, and the loggers that write them. */
    static final Map<String, List<String>> CATEGORIES = categories();

    /** The category names, for {@code --help}. */
    static final class Categories implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return CATEGORIES.keySet().iterator();
        }
    }

    private final List<Logger> loggers;
    private final List<Level> levels;
    private final List<Boolean> additive;
    private final OutputStreamAppender<ILoggingEvent> appender;

    private DebugLog(List<Logger> loggers, OutputStreamAppender<ILoggingEvent> appender) {
        this.loggers = loggers;
        this.appender = appender;
        this.levels = new ArrayList<>();
        this.additive = new ArrayList<>();
        for (Logger l : loggers) {
            levels.add(l.getLevel());
            additive.add(l.isAdditive());
        }
    }

    private static Map<String, List<String>> categories() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("all", List.of(LOGGER));
        m.put("random", List.of("org.jfio.random"));
        m.put("file", List.of("org.jfio.file", "org.jfio.preflight"));
        m.put("io", List.of("org.jfio.engine", "org.jfio.engines", "org.jfio.api.EngineRegistry",
                "org.jfio.job.JobEngines"));
        m.put("parse", List.of("org.jfio.job"));
        m.put(TIME, List.of()); // no logger: the I/O timeline line after the reports (JobRun)
        return m;
    }

    /**
     * @param categories the {@code --debug} value, or null when it was not given
     * @return true when every debug line is asked for ({@code --debug}, {@code --debug=all}): then
     *         errors carry their stack traces too
     */
    static boolean isAll(String categories) {
        return categories != null && (categories.isBlank() || names(categories, "all"));
    }

    /**
     * @param categories the {@code --debug} value, or null when it was not given
     * @return true when the I/O timeline line is asked for ({@code --debug}, {@code --debug=all} or
     *         {@code --debug=time}): when the jobs' I/O started and ended, in ms of JVM uptime
     */
    static boolean wantsTime(String categories) {
        return isAll(categories) || (categories != null && names(categories, TIME));
    }

    /**
     * @return true when the comma-separated {@code categories} name {@code category} (any case); a
     *         loop, not a stream: its lambda's first use costs a few ms of every launch with --debug
     */
    private static boolean names(String categories, String category) {
        for (String c : categories.split(",")) {
            if (c.strip().equalsIgnoreCase(category)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param categories the categories, comma-separated: empty or {@code all} for every line
     * @return the loggers to turn on
     * @throws JfioException for an unknown category, naming the known ones
     */
    static List<String> loggerNames(String categories) {
        List<String> names = new ArrayList<>();
        for (String c : (categories.isBlank() ? "all" : categories).split(",")) {
            List<String> loggers = CATEGORIES.get(c.strip().toLowerCase(Locale.ROOT));
            if (loggers == null) {
                throw new JfioException("--debug=" + c.strip() + ": unknown debug category (jfio has "
                        + String.join(", ", CATEGORIES.keySet()) + ")");
            }
            names.addAll(loggers);
        }
        return names;
    }

    /**
     * @param categories the {@code --debug} value, or null when it was not given
     * @param err        the command's stderr
     * @return the open debug log, or one that does nothing when {@code categories} is null or
     *         slf4j is not bound to logback
     * @throws JfioException for an unknown category
     */
    static DebugLog open(String categories, PrintStream err) {
        if (categories == null) {
            return new DebugLog(List.of(), null);
        }
        List<String> names = loggerNames(categories);
        if (names.isEmpty() || !(LoggerFactory.getLogger(LOGGER) instanceof Logger root)) {
            return new DebugLog(List.of(), null);
        }
        LoggerContext context = root.getLoggerContext();
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.start();
        OutputStreamAppender<ILoggingEvent> appender = new OutputStreamAppender<>();
        appender.setContext(context);
        appender.setName("jfio-debug");
        appender.setEncoder(encoder);
        appender.setImmediateFlush(true);
        appender.setOutputStream(nonClosing(err));
        appender.start();
        List<Logger> loggers = new ArrayList<>();
        for (String n : names) {
            loggers.add(context.getLogger(n));
        }
        DebugLog log = new DebugLog(loggers, appender);
        for (Logger l : loggers) {
            l.addAppender(appender);
            l.setAdditive(false);
            l.setLevel(Level.DEBUG);
        }
        return log;
    }

    @Override
    public void close() {
        if (appender == null) {
            return;
        }
        for (int i = 0; i < loggers.size(); i++) {
            Logger l = loggers.get(i);
            l.setLevel(levels.get(i));
            l.setAdditive(additive.get(i));
            l.detachAppender(appender);
        }
        appender.stop();
    }

    /** The appender closes its stream when it stops; the command's stderr stays open. */
    private static OutputStream nonClosing(PrintStream err) {
        return new OutputStream() {
            @Override
            public void write(int b) {
                err.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                err.write(b, off, len);
            }

            @Override
            public void flush() {
                err.flush();
            }
        };
    }
}
