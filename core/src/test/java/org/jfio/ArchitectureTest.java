package org.jfio;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import org.jfio.spi.IoEngineProvider;

/**
 * The package map of core (ARCHITECTURE.md, "Packages inside core") as rules on the compiled main
 * classes: one direction between packages, an engine contract that stands alone, the facade on
 * top, and no engine referenced outside the built-in engines. Engine names in string constants
 * are {@link EngineNamesTest}'s. Each rule is checked from an {@code @ArchTest} method of the same
 * name: Surefire 3.5.3 does not run {@code @ArchTest} fields (TNG/ArchUnit#1442).
 */
@AnalyzeClasses(locations = CoreClasses.class)
class ArchitectureTest {

    /** No package of core depends, directly or through others, on itself. */
    static final ArchRule CORE_PACKAGES_ARE_FREE_OF_CYCLES = slices().matching("org.jfio.(*)..")
            .should().beFreeOfCycles();

    /** The engine contract is what an engine module compiles against: nothing of core's outside it. */
    static final ArchRule SPI_DEPENDS_ON_NOTHING_OF_CORE_OUTSIDE_SPI = classes().that().resideInAPackage("org.jfio.spi..")
            .should(dependOnNothingOfCoreOutsideSpi());

    /** Engine modules depend on core, never the other way. */
    static final ArchRule CORE_REFERENCES_NO_ENGINE_MODULE = noClasses()
            .should().dependOnClassesThat().resideInAPackage("org.jfio.engines..");

    /**
     * Only the built-in engines know the built-in engines: everything else reaches them as
     * {@link IoEngineProvider}s found by ServiceLoader (module-info's {@code provides}).
     */
    static final ArchRule ONLY_BUILTIN_ENGINES_REFERENCE_BUILTIN_ENGINES = noClasses()
            .that().resideOutsideOfPackage("org.jfio.engine..")
            .should().dependOnClassesThat().resideInAPackage("org.jfio.engine..");

    /**
     * The facade sits on top: no other package of core depends on it, but the front ends built on
     * it (org.jfio.sysbench runs its plans with the JobRunner, as the CLI does).
     */
    static final ArchRule NOTHING_BELOW_THE_FACADE_DEPENDS_ON_API = noClasses()
            .that().resideOutsideOfPackages("org.jfio.api..", "org.jfio.sysbench..")
            .should().dependOnClassesThat().resideInAPackage("org.jfio.api..");

    /**
     * {@code compare} is a front end: it builds plans and reads results, below the facade (the
     * command hands it the facade's runner) and never inside the I/O loop or the statistics.
     */
    static final ArchRule COMPARE_STAYS_OUT_OF_THE_IO_LOOP = noClasses().that().resideInAPackage("org.jfio.compare..")
            .should().dependOnClassesThat().resideInAnyPackage("org.jfio.run..", "org.jfio.stats..", "org.jfio.report..");

    /** Nothing else in core depends on the comparison front end. */
    static final ArchRule NOTHING_DEPENDS_ON_COMPARE = noClasses().that().resideOutsideOfPackage("org.jfio.compare..")
            .should().dependOnClassesThat().resideInAPackage("org.jfio.compare..");

    /**
     * The many-host parts are front ends too: {@code fleet} (ranks, the shared start) stands on the
     * engine contract alone, and {@code merge} reads saved results, never the I/O loop or the
     * statistics; nothing below them depends on merge.
     */
    static final ArchRule FLEET_DEPENDS_ON_SPI_ONLY = noClasses().that().resideInAPackage("org.jfio.fleet..")
            .should().dependOnClassesThat().resideInAnyPackage("org.jfio.run..", "org.jfio.stats..", "org.jfio.job..",
                    "org.jfio.report..", "org.jfio.result..", "org.jfio.api..");

    static final ArchRule MERGE_STAYS_OUT_OF_THE_IO_LOOP = noClasses().that().resideInAPackage("org.jfio.merge..")
            .should().dependOnClassesThat().resideInAnyPackage("org.jfio.run..", "org.jfio.stats..", "org.jfio.api..");

    @ArchTest
    static void fleet_depends_on_spi_only(JavaClasses core) {
        FLEET_DEPENDS_ON_SPI_ONLY.check(core);
    }

    @ArchTest
    static void merge_stays_out_of_the_io_loop(JavaClasses core) {
        MERGE_STAYS_OUT_OF_THE_IO_LOOP.check(core);
    }

    @ArchTest
    static void compare_stays_out_of_the_io_loop(JavaClasses core) {
        COMPARE_STAYS_OUT_OF_THE_IO_LOOP.check(core);
    }

    @ArchTest
    static void nothing_depends_on_compare(JavaClasses core) {
        NOTHING_DEPENDS_ON_COMPARE.check(core);
    }

    @ArchTest
    static void core_packages_are_free_of_cycles(JavaClasses core) {
        CORE_PACKAGES_ARE_FREE_OF_CYCLES.check(core);
    }

    @ArchTest
    static void spi_depends_on_nothing_of_core_outside_spi(JavaClasses core) {
        SPI_DEPENDS_ON_NOTHING_OF_CORE_OUTSIDE_SPI.check(core);
    }

    @ArchTest
    static void core_references_no_engine_module(JavaClasses core) {
        CORE_REFERENCES_NO_ENGINE_MODULE.check(core);
    }

    @ArchTest
    static void only_builtin_engines_reference_builtin_engines(JavaClasses core) {
        ONLY_BUILTIN_ENGINES_REFERENCE_BUILTIN_ENGINES.check(core);
    }

    @ArchTest
    static void nothing_below_the_facade_depends_on_api(JavaClasses core) {
        NOTHING_BELOW_THE_FACADE_DEPENDS_ON_API.check(core);
    }

    private static ArchCondition<JavaClass> dependOnNothingOfCoreOutsideSpi() {
        return new ArchCondition<>("depend on nothing of core outside org.jfio.spi") {
            @Override
            public void check(JavaClass origin, ConditionEvents events) {
                for (Dependency d : origin.getDirectDependenciesFromSelf()) {
                    JavaClass target = d.getTargetClass().getBaseComponentType();
                    String pkg = target.getPackageName();
                    boolean core = pkg.startsWith("org.jfio.") && !pkg.startsWith("org.jfio.spi")
                            && !pkg.startsWith("org.jfio.nativeheaders");
                    if (core) {
                        events.add(SimpleConditionEvent.violated(d, d.getDescription()));
                    }
                }
            }
        };
    }
}
