package org.jfio.spi.option;

/** How far jfio honours an option it accepts. */
public enum OptionSupport {
    /** The option changes what the job does, as in fio. */
    FULL,
    /** Accepted for compatibility and deliberately without effect (e.g. {@code thread}: jobs are always threads). */
    NO_EFFECT,
    /** Parsed, validated and recorded, but not implemented yet: a value other than the default draws a warning. */
    NOT_IMPLEMENTED,
    /**
     * Known to fio but not done by jfio: a value other than the default is refused with one line
     * saying why ({@link JobOption.Builder#refused}).
     */
    REFUSED
}
