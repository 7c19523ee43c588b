/**
 * The {@code jfio} command: fio-style arguments and job files in, fio-style reports out. A thin
 * translator over {@code org.jfio.core}; engines in other modules are found at run time.
 */
module org.jfio.cli {
    requires org.jfio.core;
    requires info.picocli;
    requires org.slf4j;
    requires ch.qos.logback.classic;
    requires ch.qos.logback.core;
    // sun.misc.Signal, for SIGUSR1 reports
    requires jdk.unsupported;
    // --debug's I/O timeline reads the JVM's uptime
    requires java.management;

    opens org.jfio.cli to info.picocli;

    // the logging set-up in code (no logback.xml to parse at every launch)
    provides ch.qos.logback.classic.spi.Configurator with org.jfio.cli.StderrLogConfigurator;
}
