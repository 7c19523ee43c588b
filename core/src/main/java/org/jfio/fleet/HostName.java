package org.jfio.fleet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** This machine's name, as {@code hostname} prints it (the kernel's nodename). Stateless. */
public final class HostName {
    private static final Path KERNEL = Path.of("/proc/sys/kernel/hostname");

    private HostName() {
    }

    /** @return the kernel's host name, or {@code $HOSTNAME}, or {@code localhost} when neither is readable */
    public static String local() {
        try {
            String name = Files.readString(KERNEL).strip();
            if (!name.isEmpty()) {
                return name;
            }
        } catch (IOException e) {
            // not Linux, or /proc not mounted: the environment's name below
        }
        String env = System.getenv("HOSTNAME");
        return env == null || env.isBlank() ? "localhost" : env;
    }
}
