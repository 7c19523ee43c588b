package org.jfio.job;

/**
 * A percentage written in an option value ({@code size=50%}), as parsed; what it is a percentage
 * of depends on the option (see {@link FilePercentages}).
 *
 * @param value the percentage, e.g. 50.0 for {@code 50%}
 */
record Percent(double value) {
}
