package org.jfio.compare;

/**
 * One run in a comparison's order: which cell, and which of its repeats.
 *
 * @param cell   index into the cells
 * @param repeat the repeat, from 0
 */
public record RunSlot(int cell, int repeat) {
}
