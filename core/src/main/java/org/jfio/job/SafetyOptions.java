package org.jfio.job;

/**
 * The job's safety switches, checked by the preflight before anything is written.
 *
 * @param readonly          {@code readonly}: refuse a job that writes or trims (fio has this as the
 *                          command-line flag {@code --readonly}; jfio also takes it as a job option)
 * @param allowMountedWrite fio's {@code allow_mounted_write}: allow writes and trims to a block
 *                          device that is mounted or holds a mounted partition (default: refused)
 */
public record SafetyOptions(boolean readonly, boolean allowMountedWrite) {
    /** fio's defaults: writes allowed, mounted devices protected. */
    public static final SafetyOptions DEFAULT = new SafetyOptions(false, false);

    /** @return these options with {@code readonly} set */
    public SafetyOptions withReadonly(boolean value) {
        return new SafetyOptions(value, allowMountedWrite);
    }

    /** @return these options with {@code allow_mounted_write} set */
    public SafetyOptions withAllowMountedWrite(boolean value) {
        return new SafetyOptions(readonly, value);
    }
}
