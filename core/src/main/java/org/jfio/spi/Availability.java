package org.jfio.spi;

/**
 * Whether an engine can run on this machine, and if not, why and how to fix it.
 *
 * @param available true when the engine can be used
 * @param reason    why it cannot (empty when available), e.g. "liburing.so.2 not found"
 * @param fix       what the user can do (empty when available), e.g. "apt-get install liburing2"
 */
public record Availability(boolean available, String reason, String fix) {
    /** The engine can be used. */
    public static final Availability AVAILABLE = new Availability(true, "", "");

    /** @return an unavailable answer with its reason and fix */
    public static Availability unavailable(String reason, String fix) {
        return new Availability(false, reason, fix);
    }
}
