package org.jfio.spi.option;

/** How far jfio honours an option it accepts. */
public enum OptionSupport {
    /** The option changes what the job does, as in fio. */
    FULL,
    /** Accepted for compatibility and deliberately without effect (e.g. {@code thread}: jobs are always threads). */
    NO_EFFECT,
    /** Parsed, validated and recorded, but not implemented yet: a value other than the default draws a warning. */
    NOT_IMPLEMENTED
}
