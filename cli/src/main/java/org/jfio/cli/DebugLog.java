package org.jfio.cli;

import java.io.OutputStream;
import java.io.PrintStream;

import org.slf4j.LoggerFactory;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;

/**
 * {@code --debug}: the library's diagnostics (engine probes, preflight decisions, setup
 * fallbacks, all logged through slf4j at debug level) go to the command's stderr while it runs.
 * Without it logback keeps its configuration ({@code logback.xml}: warnings and errors only), so
 * the output is unchanged. One run at a time: {@link #close()} puts the {@code org.jfio} logger
 * back as it was.
 */
final class DebugLog implements AutoCloseable {
    static final String LOGGER = "org.jfio";
    private static final String PATTERN = "jfio: debug: %logger{0}: %msg%n";

    private final Logger logger;
    private final OutputStreamAppender<ILoggingEvent> appender;
    private final Level level;
    private final boolean additive;

    private DebugLog(Logger logger, OutputStreamAppender<ILoggingEvent> appender) {
        this.logger = logger;
        this.appender = appender;
        this.level = logger == null ? null : logger.getLevel();
        this.additive = logger == null || logger.isAdditive();
    }

    /**
     * @param on  whether {@code --debug} was given
     * @param err the command's stderr
     * @return the open debug log, or one that does nothing when {@code on} is false or slf4j is
     *         not bound to logback
     */
    static DebugLog open(boolean on, PrintStream err) {
        if (!on || !(LoggerFactory.getLogger(LOGGER) instanceof Logger logger)) {
            return new DebugLog(null, null);
        }
        LoggerContext context = logger.getLoggerContext();
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
        DebugLog log = new DebugLog(logger, appender);
        logger.addAppender(appender);
        logger.setAdditive(false);
        logger.setLevel(Level.DEBUG);
        return log;
    }

    @Override
    public void close() {
        if (logger == null) {
            return;
        }
        logger.setLevel(level);
        logger.setAdditive(additive);
        logger.detachAppender(appender);
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
