package org.jfio.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * The command line's logging set-up, made in code: library warnings and errors go to stderr as
 * {@code jfio: LEVEL Logger: message}, nothing below WARN (stdout carries reports only;
 * {@code --debug} adds its own appender, see {@link DebugLog}). logback finds this class through
 * {@code META-INF/services/ch.qos.logback.classic.spi.Configurator} before it looks for a
 * {@code logback.xml}; set up in code, logback starts without its XML parser (about 30 ms of
 * every launch). A user's {@code -Dlogback.configurationFile=...} (through
 * {@code JFIO_JAVA_OPTS}) still wins: this configurator then steps aside.
 *
 * <p>Instantiated by logback's {@code ServiceLoader}, once, on the first logger request.
 */
public final class StderrLogConfigurator extends ContextAwareBase implements Configurator {
    static final String PATTERN = "jfio: %level %logger{0}: %msg%n";

    /** For logback's {@code ServiceLoader}. */
    public StderrLogConfigurator() {
    }

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty("logback.configurationFile") != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.start();
        ConsoleAppender<ILoggingEvent> appender = new ConsoleAppender<>();
        appender.setContext(context);
        appender.setName("STDERR");
        appender.setTarget("System.err");
        appender.setEncoder(encoder);
        appender.start();
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.WARN);
        root.addAppender(appender);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }
}
