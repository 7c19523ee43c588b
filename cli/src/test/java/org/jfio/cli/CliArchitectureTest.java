package org.jfio.cli;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.LocationProvider;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The command is a translator over the library: argv and job files in, the library's run and
 * preflight, its report writers out. It holds no I/O or statistics logic of its own, so it reaches
 * none of core's internals. Checked on cli's compiled main classes, from {@code @ArchTest} methods
 * (Surefire 3.5.3 does not run {@code @ArchTest} fields: TNG/ArchUnit#1442).
 */
@AnalyzeClasses(locations = CliArchitectureTest.CliClasses.class)
class CliArchitectureTest {

    /** The I/O loop, the statistics and the built-in engines stay behind the library's facade. */
    static final ArchRule CLI_HOLDS_NO_IO_OR_STATISTICS_LOGIC = noClasses().that().resideInAPackage("org.jfio.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("org.jfio.run..", "org.jfio.stats..", "org.jfio.engine..");

    /**
     * Of jfio, the command uses the public packages only: facade, job model, reports, results,
     * formatting, engine contract, the sysbench fileio front end and the engine comparison.
     */
    static final ArchRule CLI_USES_ONLY_THE_PUBLIC_PACKAGES_OF_CORE = classes().that().resideInAPackage("org.jfio.cli..")
            .should().onlyDependOnClassesThat(not(resideInAPackage("org.jfio..")).or(resideInAnyPackage("org.jfio.cli..",
                    "org.jfio.api..", "org.jfio.job..", "org.jfio.report..", "org.jfio.result..", "org.jfio.format..",
                    "org.jfio.spi..", "org.jfio.sysbench..", "org.jfio.compare..", "org.jfio.fleet..", "org.jfio.merge..")));

    @ArchTest
    static void cli_holds_no_io_or_statistics_logic(JavaClasses cli) {
        CLI_HOLDS_NO_IO_OR_STATISTICS_LOGIC.check(cli);
    }

    @ArchTest
    static void cli_uses_only_the_public_packages_of_core(JavaClasses cli) {
        CLI_USES_ONLY_THE_PUBLIC_PACKAGES_OF_CORE.check(cli);
    }

    /** cli's compiled main classes (target/classes), without its tests. */
    static final class CliClasses implements LocationProvider {
        @Override
        public Set<Location> get(Class<?> testClass) {
            try {
                return Set.of(Location.of(Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI())));
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
