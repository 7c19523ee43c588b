package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.core.ConsoleAppender;

/**
 * The start-up shortcuts say what the slow paths said: {@code --help} printed from the text
 * rendered at build time is picocli's usage message for today's flags; the logging set-up made in
 * code is the one the XML file made (WARN and up, to stderr, jfio's pattern); a launch with the
 * preload thread runs a job as before.
 */
class StartupPathsTest {
    private static final long TIMEOUT_SECONDS = 60;

    @Test
    void shouldShipTheUsageMessageOfTodaysFlags() throws IOException {
        try (InputStream in = UsageText.class.getResourceAsStream(UsageText.RESOURCE)) {
            assertNotNull(in, "the build renders " + UsageText.RESOURCE + " (exec-maven-plugin, process-classes)");
            assertEquals(UsageText.render(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void shouldPrintTheUsageMessageFromAFreshLaunch() throws IOException, InterruptedException {
        try (ChildJfio child = ChildJfio.start("--help")) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals(UsageText.render(), child.stdout());
            assertEquals("", child.stderr());
        }
    }

    @Test
    void shouldLogWarningsAndAboveToStderrInJfiosPattern() {
        LoggerContext context = new LoggerContext();
        StderrLogConfigurator configurator = new StderrLogConfigurator();
        configurator.setContext(context);
        configurator.configure(context);
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        assertEquals(Level.WARN, root.getLevel());
        ConsoleAppender<?> appender = (ConsoleAppender<?>) root.getAppender("STDERR");
        assertEquals("System.err", appender.getTarget());
        assertEquals(StderrLogConfigurator.PATTERN, ((PatternLayoutEncoder) appender.getEncoder()).getPattern());
        assertTrue(appender.isStarted());
        // and the one this JVM uses is it: no logback.xml is left to parse
        Logger live = (Logger) LoggerFactory.getLogger(Logger.ROOT_LOGGER_NAME);
        assertEquals(Level.WARN, live.getLevel());
        assertNotNull(live.getAppender("STDERR"));
    }

    @Test
    void shouldRunAJobWithThePreloadThreadBesideIt() throws IOException, InterruptedException {
        try (ChildJfio child = ChildJfio.start("--name=t", "--ioengine=null", "--size=1m",
                "--output-format=terse")) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertTrue(child.stdout().startsWith("3;jfio-"), child.stdout());
            assertEquals("", child.stderr());
        }
    }
}
