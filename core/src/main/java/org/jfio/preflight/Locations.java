package org.jfio.preflight;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@link Location}s of one preflight, each read once, all against one read of the mount
 * table. Not thread-safe: one per preflight.
 */
public final class Locations {
    private final MountTable mounts;
    private final Map<Path, Location> byPath = new LinkedHashMap<>();

    /** @param mounts the mount table to look paths up in */
    public Locations(MountTable mounts) {
        this.mounts = mounts;
    }

    /** @return the mount table */
    public MountTable mounts() {
        return mounts;
    }

    /** @return what is at {@code path} (absolute, normalized), read on the first call */
    public Location of(Path path) {
        return byPath.computeIfAbsent(path.toAbsolutePath().normalize(), p -> Location.of(p, mounts));
    }
}
