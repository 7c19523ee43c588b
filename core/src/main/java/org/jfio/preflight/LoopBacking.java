package org.jfio.preflight;

/**
 * What a loop device reads and writes: its backing file ({@code /sys/block/loopN/loop/backing_file})
 * and whether it opens that file with O_DIRECT ({@code loop/dio}, set by {@code losetup --direct-io=on}).
 * Without direct I/O every request to the loop device goes through the page cache of the
 * filesystem that holds the backing file.
 *
 * @param device      the loop device's name, e.g. {@code loop3}
 * @param backingFile the backing file's path as the kernel shows it
 * @param directIo    true when {@code loop/dio} is 1
 */
public record LoopBacking(String device, String backingFile, boolean directIo) {
}
