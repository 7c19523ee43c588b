package org.jfio;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;

import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.LocationProvider;
import org.jfio.api.EngineRegistry;

/** Where core's main classes were compiled to (target/classes): what the architecture tests read, tests and other modules left out. */
public final class CoreClasses implements LocationProvider {

    /** @return the directory (or jar) holding core's compiled main classes */
    public static Path root() {
        try {
            return Path.of(EngineRegistry.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Set<Location> get(Class<?> testClass) {
        return Set.of(Location.of(root()));
    }
}
