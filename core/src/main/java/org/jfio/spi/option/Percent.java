package org.jfio.spi.option;

/**
 * A percentage written in an option value ({@code size=50%}), as parsed; what it is a percentage
 * of depends on the option (a file's length for size, offset and offset_increment).
 *
 * @param value the percentage, e.g. 50.0 for {@code 50%}
 */
public record Percent(double value) {
}
